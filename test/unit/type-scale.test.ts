// @vitest-environment node
// The public site's stylesheets keep to the type scale in base.css: every size and weight on a page
// is a font the first layout looks up (docs/speed.md), so a stray 0.95rem or a 600 weight fails
// here, naming the file and the value.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = resolve(import.meta.dirname, '../../src/ui/styles');
const sheets = readdirSync(stylesDir)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(join(stylesDir, name), 'utf8') }));
const declared = (property: string) =>
  sheets.flatMap(({ name, css }) =>
    [...css.matchAll(new RegExp(`(?<![\\w-])${property}:\\s*([^;}]+)`, 'g'))].map((match) => `${name}: ${match[1].trim()}`),
  );

describe('the type scale', () => {
  const root = readFileSync(join(stylesDir, 'base.css'), 'utf8');
  const steps = [...root.matchAll(/(--text-[a-z]+):\s*([\d.]+rem)/g)].map((match) => match[1]);

  it('has a few steps, each defined once in base.css', () => {
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('is the only source of font sizes besides body text, nothing and the headings', () => {
    const allowed = (value: string) =>
      value === '1rem' ||
      value === '0' ||
      value === 'inherit' ||
      steps.some((step) => value === `var(${step})`) ||
      value.startsWith('clamp(');
    expect(declared('font-size').filter((entry) => !allowed(entry.split(': ')[1]))).toEqual([]);
    const headings = new Set(
      declared('font-size')
        .filter((entry) => entry.includes('clamp('))
        .map((entry) => entry.split(': ')[1]),
    );
    expect(headings.size).toBeLessThanOrEqual(3);
  });

  it('has one bold', () => {
    const weights = new Set(declared('font-weight').map((entry) => entry.split(': ')[1]));
    expect([...weights].filter((weight) => !['400', '700', 'normal', 'inherit'].includes(weight))).toEqual([]);
  });

  it('uses only steps that exist', () => {
    const used = new Set(sheets.flatMap(({ css }) => [...css.matchAll(/var\((--text-[a-z]+)\)/g)].map((match) => match[1])));
    expect([...used].filter((step) => !steps.includes(step))).toEqual([]);
  });
});
