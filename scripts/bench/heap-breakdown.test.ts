import { describe, expect, it } from 'vitest';

import { breakdownOf, countNamed } from './heap-breakdown';

describe('heap breakdown', () => {
  it('sums compiled code apart from data, and leaves out native and synthetic nodes', () => {
    const meta = {
      node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
      node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'native', 'synthetic']] as [
        string[],
      ],
    };
    // type index, name, id, self size, edge count
    const nodes = [
      3, 0, 1, 100, 0, 4, 0, 2, 40, 0, 2, 0, 3, 10, 0, 6, 0, 4, 500, 0, 7, 0, 5, 9, 0, 4, 0, 6, 2, 0,
    ];
    expect(breakdownOf({ snapshot: { meta }, nodes })).toEqual({ code: 42, data: 110 });
  });

  it('counts the objects of one name, and none of a name the snapshot lacks', () => {
    const meta = {
      node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
      node_types: [['native']] as [string[]],
    };
    const strings = ['blink::MediaQuerySet', 'blink::Node'];
    // type, name (index into strings), id, self size, edge count
    const nodes = [0, 0, 1, 24, 0, 0, 1, 2, 40, 0, 0, 0, 3, 24, 0];
    expect(countNamed({ snapshot: { meta }, nodes, strings }, 'blink::MediaQuerySet')).toBe(2);
    expect(countNamed({ snapshot: { meta }, nodes, strings }, 'blink::Node')).toBe(1);
    expect(countNamed({ snapshot: { meta }, nodes, strings }, 'blink::MediaQuery')).toBe(0);
  });
});
