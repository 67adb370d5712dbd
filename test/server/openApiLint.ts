import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

export interface LintProblem {
  tool: 'spectral' | 'redocly';
  severity: 'error' | 'warning';
  rule: string;
  where: string;
  message: string;
}

/** Spectral with its `spectral:oas` ruleset, offline (the document is passed in, nothing fetched). */
async function spectral(document: object): Promise<LintProblem[]> {
  const linter = new spectralCore.Spectral();
  linter.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await linter.run(new spectralCore.Document(JSON.stringify(document), spectralParsers.Json));
  return results
    .filter((r) => Number(r.severity) <= 1)
    .map((r) => ({
      tool: 'spectral',
      severity: Number(r.severity) === 0 ? 'error' : 'warning',
      rule: String(r.code),
      where: r.path.join('.'),
      message: r.message,
    }));
}

/** Redocly's `recommended` ruleset. */
async function redocly(document: object): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems
    .filter((p) => p.severity === 'error' || p.severity === 'warn')
    .map((p) => ({
      tool: 'redocly',
      severity: p.severity === 'error' ? 'error' : 'warning',
      rule: p.ruleId,
      where: p.location[0]?.pointer ?? '',
      message: p.message,
    }));
}

export const lintOpenApi = async (document: object) => [...(await spectral(document)), ...(await redocly(document))];
