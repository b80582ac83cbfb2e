/**
 * One item of the NF-e editor's grid: produto (fills descrição/NCM/CFOP/unidade/preço), unidade,
 * quantidade, valor unitário, desconto and the server-computed total (the shared CelulasValoresItem), and a collapsible line with
 * descrição/NCM/CFOP and the taxes computed by Calcular (CST, bases, ICMS, ST, IPI, PIS, COFINS,
 * DIFAL, IBS, CBS) plus the tax rule used; an import item (CFOP 3xxx) also shows its II values
 * and DI (ImportacaoItem). Two table rows.
 */
import { Box, Chip, Collapse, IconButton, Stack, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { moeda } from '../../../components/formatos.ts';
import { ProdutoAutocomplete } from '../campos.tsx';
import type { ItemNota } from '../nota.ts';
import { TRIBUTOS_ITEM } from './opcoes.ts';
import { ImportacaoItem, itemDeImportacao } from './ImportacaoItem.tsx';
import type { EdicaoNota } from './useNotaEditor.ts';
import { CelulasValoresItem } from './ValoresItem.tsx';

/** The item's total as computed by the server (`calculado.valor_produto`), or null before Calcular. */
function totalItens(it: ItemNota): number | null {
  const v = it.calculado?.valor_produto;
  return typeof v === 'number' ? v : null;
}

/** Item `i` (0-based; shown 1-based). `aberto`: the detail line is expanded. */
export function LinhaItem({
  it,
  i,
  edicao: { setNota, leitura, alterarItem, erroDe },
  aberto,
  onAlternar,
}: {
  it: ItemNota;
  i: number;
  edicao: EdicaoNota;
  aberto: boolean;
  onAlternar: () => void;
}) {
  const e = (c: string) => erroDe(`Item.${i}.${c}`);
  return (
    <>
      <TableRow key={it.chave} data-testid={`item-${i + 1}`} sx={{ '& > td': { borderBottom: 'none', verticalAlign: 'top' } }}>
        <TableCell sx={{ pt: 1.5 }}>{i + 1}</TableCell>
        <TableCell>
          <ProdutoAutocomplete
            indice={i}
            value={it.produto ? { id: it.produto.id, descricao: it.produto.descricao, codigo: it.produto.codigo } : null}
            disabled={leitura}
            error={!!e('produto_id')}
            helperText={e('produto_id')}
            onChange={(p) =>
              alterarItem(
                i,
                p
                  ? {
                      produto_id: p.id,
                      produto: { id: p.id, descricao: p.descricao, codigo: p.codigo },
                      descricao: p.descricao ?? '',
                      ncm: p.ncm ?? '',
                      cfop: p.cfop ?? '',
                      unidade: p.unidade ?? '',
                      valor_unitario: p.preco_venda ?? it.valor_unitario,
                    }
                  : { produto_id: null, produto: null },
              )
            }
          />
          {it.produto_id && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25, ml: 0.5 }}>
              {[it.ncm && `NCM ${it.ncm}`, it.cfop && `CFOP ${it.cfop}`, it.descricao !== it.produto?.descricao && it.descricao].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          <TextField
            size="small"
            sx={{ width: 60 }}
            value={it.unidade}
            disabled={leitura}
            onChange={(ev) => alterarItem(i, { unidade: ev.target.value.slice(0, 6).toUpperCase() })}
            error={!!e('unidade')}
            helperText={e('unidade')}
            slotProps={{ htmlInput: { 'aria-label': `Unidade do item ${i + 1}` } }}
          />
        </TableCell>
        <CelulasValoresItem i={i} valores={it} onChange={(m) => alterarItem(i, m)} total={totalItens(it)} leitura={leitura} erro={(c) => e(c)} />
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={aberto ? 'Ocultar detalhes' : 'Detalhes e tributos calculados'}>
            <IconButton size="small" aria-label={`Tributos do item ${i + 1}`} onClick={onAlternar}>
              {aberto ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          {!leitura && (
            <Tooltip title="Remover item">
              <IconButton
                size="small"
                color="error"
                aria-label={`Remover item ${i + 1}`}
                onClick={() => setNota((n) => ({ ...n, Item: n.Item.filter((_, k) => k !== i) }))}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </TableCell>
      </TableRow>
      <TableRow key={`${it.chave}-trib`}>
        <TableCell colSpan={8} sx={{ py: 0 }}>
          <Collapse in={aberto || !!(e('descricao') || e('ncm') || e('cfop') || e('di'))} unmountOnExit>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ pt: 1.5 }}>
              <TextField
                size="small"
                label="Descrição na nota"
                sx={{ flex: 1 }}
                value={it.descricao}
                disabled={leitura}
                onChange={(ev) => alterarItem(i, { descricao: ev.target.value.slice(0, 120) })}
                error={!!e('descricao')}
                helperText={e('descricao')}
                slotProps={{ htmlInput: { 'aria-label': `Descrição do item ${i + 1}` } }}
              />
              <TextField
                size="small"
                label="NCM"
                sx={{ width: 130 }}
                value={it.ncm}
                disabled={leitura}
                onChange={(ev) => alterarItem(i, { ncm: ev.target.value.replace(/\D/g, '').slice(0, 8) })}
                error={!!e('ncm')}
                helperText={e('ncm')}
                slotProps={{ htmlInput: { 'aria-label': `NCM do item ${i + 1}` } }}
              />
              <TextField
                size="small"
                label="CFOP"
                sx={{ width: 100 }}
                value={it.cfop}
                disabled={leitura}
                onChange={(ev) => alterarItem(i, { cfop: ev.target.value.replace(/\D/g, '').slice(0, 4) })}
                error={!!e('cfop')}
                helperText={e('cfop')}
                slotProps={{ htmlInput: { 'aria-label': `CFOP do item ${i + 1}` } }}
              />
            </Stack>
            {itemDeImportacao(it) && (
              <Box sx={{ pt: 1.5 }}>
                <ImportacaoItem it={it} i={i} leitura={leitura} erro={e('di')} onChange={(m) => alterarItem(i, m)} />
              </Box>
            )}
            <Box sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {it.calculado ? (
                TRIBUTOS_ITEM.map(([k, r]) => (
                  <Chip
                    key={k}
                    size="small"
                    variant="outlined"
                    label={`${r}: ${k === 'cst' ? String(it.calculado?.[k] ?? '—') : k.startsWith('aliquota') ? String(it.calculado?.[k] ?? '—').replace('.', ',') : moeda(it.calculado?.[k] ?? 0)}`}
                  />
                ))
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Os tributos aparecem depois do cálculo (escolha o produto, a quantidade e o valor).
                </Typography>
              )}
            </Box>
            {it.calculado?.regra_tributacao ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ pb: 1.5 }}>
                Regra usada: {String(it.calculado.regra_tributacao)}
              </Typography>
            ) : null}
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
