/** One outlined card of the NF-e editor: bold title, optional action on the right, then the content. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

/** A titled section card (`acao` goes in the header's action slot: usually an "Adicionar" button). */
export function Secao({ titulo, children, acao }: { titulo: string; children: ReactNode; acao?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={titulo} action={acao} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
