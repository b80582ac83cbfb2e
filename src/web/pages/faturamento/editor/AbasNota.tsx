/** The tab bar of the NF-e editor; each tab shows a red badge with its number of field errors. */
import { Badge, Card, Tab, Tabs } from '@mui/material';
import type { Aba } from './opcoes.ts';

/** Tabs Dados / Itens (n) / Transporte / Pagamento / Informações adicionais. */
export function AbasNota({ aba, onChange, contagem, itens }: { aba: Aba; onChange: (a: Aba) => void; contagem: Record<Aba, number>; itens: number }) {
  const rotuloAba = (a: Aba, texto: string) =>
    contagem[a] ? (
      <Badge color="error" badgeContent={contagem[a]} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
        {texto}
      </Badge>
    ) : (
      texto
    );
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <Tabs value={aba} onChange={(_, v: Aba) => onChange(v)} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="dados" label={rotuloAba('dados', 'Dados da nota')} />
        <Tab value="itens" label={rotuloAba('itens', `Itens (${itens})`)} />
        <Tab value="transporte" label={rotuloAba('transporte', 'Transporte')} />
        <Tab value="pagamento" label={rotuloAba('pagamento', 'Pagamento')} />
        <Tab value="adicionais" label={rotuloAba('adicionais', 'Informações adicionais')} />
      </Tabs>
    </Card>
  );
}
