import { describe, expect, it } from 'vitest';
import { planChange } from './plan-change';

describe('what the driver is told when the dispatcher changes their route', () => {
  it('counts stops added and removed and notices a new order', () => {
    expect(planChange([1, 2, 3], [1, 4, 3, 2, 5])).toEqual({
      text: 'Route updated: 2 stops added, order changed',
      added: [4, 5],
    });
    expect(planChange([1, 2, 3], [1, 3])).toEqual({ text: 'Route updated: 1 removed', added: [] });
    expect(planChange([1, 2], [1, 2, 7])).toEqual({ text: 'Route updated: 1 stop added', added: [7] });
  });

  it('says nothing when the order is the same', () => {
    expect(planChange([1, 2, 3], [1, 2, 3])).toBeNull();
  });
});
