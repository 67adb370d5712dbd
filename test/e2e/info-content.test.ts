import pg from 'pg';
import { describe, expect, inject, test } from 'vitest';
import { useBrowser } from './browser';
import { enInDateTime, expectAbsent, failContent, serveContent, toast, visible } from './info-helpers';

const { newPage } = useBrowser();

async function readContentRow(slug: string) {
  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT title, html, updated_at FROM content_pages WHERE slug = $1', [slug]);
    return rows[0] as { title: string; html: string; updated_at: Date };
  } finally {
    await client.end();
  }
}

describe('privacy policy and terms', () => {
  for (const [path, slug] of [
    ['/privacy-policy', 'privacy'],
    ['/terms-conditions', 'terms'],
  ] as const) {
    test(`${path} shows the server's page from the database with its date`, async () => {
      const row = await readContentRow(slug);
      const firstHeading = /<h2>(.*?)<\/h2>/.exec(row.html)![1]!.replace('&amp;', '&');
      const page = await newPage();
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: row.title }));
      await visible(page.getByRole('heading', { level: 2, name: firstHeading }));
      await visible(page.getByText(`Last updated: ${enInDateTime(row.updated_at)}`));
    });
  }

  test('server content with a title, HTML and a date', async () => {
    const page = await newPage();
    await serveContent(page, 'privacy', {
      title: 'Our Privacy Promise',
      content: '<h2>Data we keep</h2><p>Only what <strong>delivery</strong> needs.</p>',
      updatedAt: '2025-03-14T10:00:00.000Z',
    });
    await page.goto('/privacy-policy');
    await visible(page.getByRole('heading', { level: 1, name: 'Our Privacy Promise' }));
    await visible(page.getByRole('heading', { level: 2, name: 'Data we keep' }));
    await visible(page.getByText(`Last updated: ${enInDateTime('2025-03-14T10:00:00.000Z')}`));
  });

  test('no content from the server: built-in privacy text, "Recently"', async () => {
    const page = await newPage();
    await serveContent(page, 'privacy', null);
    await page.goto('/privacy-policy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    await visible(page.getByRole('heading', { name: 'Information we collect' }));
    await visible(page.getByText('Last updated: Recently'));
  });

  test('content with empty HTML counts as none: built-in terms text', async () => {
    const page = await newPage();
    await serveContent(page, 'terms', { title: 'Terms', content: '  ', updatedAt: null });
    await page.goto('/terms-conditions');
    await visible(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }));
    await visible(page.getByRole('heading', { name: 'Returns and refunds' }));
    await visible(page.getByText('Last updated: Recently'));
  });

  test('a slow load shows a loading state, then the page', async () => {
    const page = await newPage();
    await page.route('**/api/content/terms', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/terms-conditions');
    await visible(page.getByRole('status').filter({ hasText: 'Loading page' }));
    await visible(page.getByText(/^Last updated: /));
  });

  test('privacy load fails: Error Loading Page, Go Home works', async () => {
    const page = await newPage();
    await failContent(page, 'privacy', 500);
    await page.goto('/privacy-policy');
    await visible(page.getByRole('heading', { name: 'Error Loading Page' }));
    await visible(page.getByText('Failed to load privacy policy'));
    await visible(toast(page, 'Server error. Please try again later.'));
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('terms load fails with a 4xx: inline message only, no global toast', async () => {
    const page = await newPage();
    await failContent(page, 'terms', 404, 'Page not found');
    await page.goto('/terms-conditions');
    await visible(page.getByRole('heading', { name: 'Error Loading Page' }));
    await visible(page.getByText('Failed to load terms and conditions'));
    await expectAbsent(page.getByRole('status'));
  });
});

describe('about', () => {
  test('hero, server story, values, stats, testimonials and contact links', async () => {
    const page = await newPage();
    await page.goto('/about');
    await visible(page.getByRole('heading', { level: 1, name: 'About Jhola & Co.' }));
    const row = await readContentRow('about');
    const storyHeading = /<h2>(.*?)<\/h2>/.exec(row.html)![1]!;
    await visible(page.getByRole('heading', { name: storyHeading }));
    await visible(page.getByRole('heading', { name: 'Our Values' }));
    expect(
      await page
        .getByRole('heading', { level: 3 })
        .filter({ hasText: /Quality Craft|Fair Prices|Thoughtful Materials|Customer First/ })
        .count(),
    ).toBe(4);
    for (const stat of ['100K+', '500+', '50+', '4.9']) await visible(page.getByText(stat, { exact: true }));
    await visible(page.getByRole('heading', { name: 'What Our Customers Say' }));
    // The same testimonials as the home page; the stars are read as words.
    await visible(page.getByText('Bought a potli for my sister’s wedding', { exact: false }));
    expect(await page.getByText('Rated 5 out of 5', { exact: true }).count()).toBe(3);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
  });

  test('a failed story load is silent: the rest of the page still shows', async () => {
    const page = await newPage();
    await page.route('**/api/content/about', (route) => route.abort());
    await page.goto('/about');
    await visible(page.getByRole('heading', { name: 'Our Values' }));
    await visible(page.getByRole('heading', { name: 'What Our Customers Say' }));
    await expectAbsent(page.getByText('Error Loading Page'));
  });
});

describe('not found', () => {
  test('an unknown address shows a friendly page with a way home', async () => {
    const page = await newPage();
    await page.goto('/no-such-page/at-all');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('server HTML is sanitized', () => {
  const hostile = [
    '<h2>Hostile page</h2>',
    '<script>window.__xss = "script"; alert("script")</script>',
    '<img src="/nope.png" onerror="window.__xss = \'onerror\'; alert(\'onerror\')" alt="broken">',
    '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
    "<p><a href=\"javascript:window.__xss = 'link'; alert('link')\">Click me</a></p>",
    '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>',
    '<form action="javascript:window.__xss = \'form\'"><button>Submit hostile</button></form>',
  ].join('');

  for (const [path, slug] of [
    ['/terms-conditions', 'terms'],
    ['/about', 'about'],
  ] as const) {
    test(`${path}: no script, handler or javascript: link from the server runs`, async () => {
      const page = await newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await serveContent(page, slug, { title: 'Hostile', content: hostile, updatedAt: null });
      await page.goto(path);
      await visible(page.getByRole('heading', { name: 'Hostile page' }));
      // The javascript: href is stripped, so the <a> is no longer even a link.
      const link = page.getByText('Click me');
      expect(await link.getAttribute('href')).toBeNull();
      await link.click();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await page.locator('script:not([type="module"]), iframe, [onerror], [onbegin]').count()).toBe(0);
    });
  }
});

test('info pages fit a 360 px phone without sideways scrolling', async () => {
  const page = await newPage({ viewport: { width: 360, height: 740 } });
  for (const path of ['/about', '/contact', '/privacy-policy', '/terms-conditions', '/no-such-page']) {
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
