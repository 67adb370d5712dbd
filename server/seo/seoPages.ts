import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../../api-schema/constants';
import type { RenderedPage } from '../http/staticSite';
import { apiFetcher, firstRouteData } from './firstRoute';
import { pageHead } from './headTags';
import { pageHtml } from './pageHtml';
import { prePaint } from './prePaint';
import { routeChunkTags } from './routeChunks';
import type { SiteUrl } from './siteUrl';

/**
 * The SPA's HTML for one URL: its title, description, preview and JSON-LD tags, the preload of its
 * largest image, and the API answers its first render needs, asked in process (`askApi`: the shop's own app, through its response cache), so the answers are
 * the bytes the SPA would fetch.
 * `siteUrl` (PUBLIC_URL or its default, seo/siteUrl.ts) makes absolute links for crawlers, whatever the request's Host.
 */
export function seoPages(askApi: (path: string) => Response | Promise<Response>, siteUrl: SiteUrl, staticDir?: string) {
  const chunkTags = routeChunkTags(staticDir);
  const fetchApi = apiFetcher(askApi);
  return async (c: Context, template: string): Promise<RenderedPage | undefined> => {
    const url = new URL(c.req.url);
    const data = await firstRouteData(url, fetchApi);
    if (!data) return undefined;
    const head = pageHead(data.route, url, siteUrl());
    // The pre-paint speaks the reader's language (the switch's cookie; `Vary: Cookie` on these pages).
    const language = getCookie(c, LANGUAGE_COOKIE) === 'hi' ? 'hi' : 'en';
    const paint = prePaint(data.route, url.searchParams, language);
    // Inert until the page's loader starts the app after the largest paint (vite-plugins/deferAppStart).
    const chunks = chunkTags(data.route.kind);
    const preloads = chunks.length ? [`<template data-app-preload>${chunks.join('')}</template>`] : [];
    const tags = [...head.tags, ...preloads, ...(paint ? [paint.style] : [])];
    const html = pageHtml(template, { ...head, tags }, data.answers, paint?.html);
    return { html, status: data.route.kind === 'notFound' ? 404 : 200 };
  };
}
