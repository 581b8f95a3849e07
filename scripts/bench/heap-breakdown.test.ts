import { describe, expect, it } from 'vitest';

import { breakdownOf } from './heap-breakdown';

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
});
