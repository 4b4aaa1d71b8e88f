import { describe, expect, it } from 'vitest';
import { initialHeaderScroll, nextHeaderScroll, type HeaderScrollState } from '../../src/ui/hooks/header-scroll';

const scrollThrough = (positions: number[], start: HeaderScrollState = initialHeaderScroll) => positions.reduce(nextHeaderScroll, start);

describe('header scroll', () => {
  it('casts a shadow only after 10px', () => {
    expect(scrollThrough([10]).shadow).toBe(false);
    expect(scrollThrough([11]).shadow).toBe(true);
    expect(scrollThrough([11, 0]).shadow).toBe(false);
  });

  it('stays visible while scrolling down up to 50px', () => {
    expect(scrollThrough([20, 40, 50]).hidden).toBe(false);
  });

  it('hides when scrolling down past 50px', () => {
    expect(scrollThrough([40, 51]).hidden).toBe(true);
    expect(scrollThrough([300, 600]).hidden).toBe(true);
  });

  it('comes back on any scroll up', () => {
    const hidden = scrollThrough([100, 400]);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderScroll(hidden, 399).hidden).toBe(false);
  });

  it('stays hidden while the position does not change', () => {
    const hidden = scrollThrough([100, 400]);
    expect(nextHeaderScroll(hidden, 400).hidden).toBe(true);
  });
});
