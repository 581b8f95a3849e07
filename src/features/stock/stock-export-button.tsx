import { ExportButton } from '@/components/export-button';
import type { StockFilterRequest } from '@/generated/model';

import { exportStock } from './stock-export';

/** Export to CSV: every row the filters match, not only the page shown. */
export const ExportStock = ({
  filter,
  name,
}: {
  filter: Omit<StockFilterRequest, 'page' | 'limit'>;
  name: string;
}) => <ExportButton noun="rows" run={() => exportStock(filter, name)} />;
