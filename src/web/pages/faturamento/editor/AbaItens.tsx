/**
 * "Itens" tab of the NF-e editor: the items grid (Enter moves to the next field, see
 * enterProximoCampo) and the note-level desconto/frete/seguro/outras despesas (vDesc, vFrete,
 * vSeg, vOutro).
 */
import { Alert, Box, Button, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Dispatch, SetStateAction } from 'react';
import { enterProximoCampo } from '../../../components/numeros.ts';
import { CampoDecimal } from '../campos.tsx';
import { itemVazio } from '../nota.ts';
import { LinhaItem } from './LinhaItem.tsx';
import { Secao } from './Secao.tsx';
import type { EdicaoNota } from './useNotaEditor.ts';

/** The items section; `abertos` (by item key) says which detail lines are expanded. */
export function AbaItens({
  edicao,
  abertos,
  setAbertos,
}: {
  edicao: EdicaoNota;
  abertos: Record<string, boolean>;
  setAbertos: Dispatch<SetStateAction<Record<string, boolean>>>;
}) {
  const { nota, setNota, leitura, alterar, erroDe } = edicao;
  return (
    <Secao
      titulo="Itens da nota"
      acao={
        !leitura && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setNota((n) => ({ ...n, Item: [...n.Item, itemVazio()] }))}>
            Adicionar item
          </Button>
        )
      }
    >
      {erroDe('Item') && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erroDe('Item')}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Itens" sx={{ '& td, & th': { px: 0.75 } }} data-grade-enter onKeyDown={enterProximoCampo}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell sx={{ minWidth: 240, width: '100%' }}>Produto</TableCell>
              <TableCell>Un.</TableCell>
              <TableCell align="right">Quantidade</TableCell>
              <TableCell align="right">Valor unit.</TableCell>
              <TableCell align="right">Desconto</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {nota.Item.map((it, i) => {
              const aberto = !!abertos[it.chave];
              return (
                <LinhaItem key={it.chave} it={it} i={i} edicao={edicao} aberto={aberto} onAlternar={() => setAbertos((a) => ({ ...a, [it.chave]: !aberto }))} />
              );
            })}
            {nota.Item.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Stack sx={{ py: 4, alignItems: 'center' }} spacing={1}>
                    <Typography color="text.secondary">Nenhum item. Adicione os produtos vendidos.</Typography>
                    {!leitura && (
                      <Button startIcon={<AddIcon />} onClick={() => setNota((n) => ({ ...n, Item: [...n.Item, itemVazio()] }))}>
                        Adicionar item
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <CampoDecimal
            label="Desconto geral"
            prefixo="R$"
            value={nota.valor_desconto}
            disabled={leitura}
            onChange={(v) => alterar('valor_desconto', v)}
            sx={{ width: '100%' }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <CampoDecimal
            label="Frete"
            prefixo="R$"
            value={nota.valor_frete}
            disabled={leitura}
            onChange={(v) => alterar('valor_frete', v)}
            sx={{ width: '100%' }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <CampoDecimal
            label="Seguro"
            prefixo="R$"
            value={nota.valor_seguro}
            disabled={leitura}
            onChange={(v) => alterar('valor_seguro', v)}
            sx={{ width: '100%' }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <CampoDecimal
            label="Outras despesas"
            prefixo="R$"
            value={nota.valor_outros}
            disabled={leitura}
            onChange={(v) => alterar('valor_outros', v)}
            sx={{ width: '100%' }}
          />
        </Grid>
      </Grid>
    </Secao>
  );
}
