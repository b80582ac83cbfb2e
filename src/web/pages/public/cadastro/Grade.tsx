/** Layout of the sign-up steps: a 6-column grid (one column on phones) and its cells. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The 6-column grid of a step. */
export function Grade({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' }, columnGap: 2, rowGap: 0.5 }}>{children}</Box>;
}

/** A cell `span` columns wide (full width on phones). */
export function Celula({ span, children }: { span: number; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', sm: `span ${span}` } }}>{children}</Box>;
}
