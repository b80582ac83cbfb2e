/**
 * "Pagamento" tab of the NF-e editor: formas de pagamento (detPag: tPag + vPag; 99 asks for a
 * description; a warning when their sum differs from vNF) and the duplicatas (cobr/dup: nDup,
 * dVenc, vDup) with "Gerar parcelas" (opens the ParcelasDialog through `onGerarParcelas`).
 */
import { Alert, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { moeda } from '../../../components/formatos.ts';
import { somaValores } from '../parcelas.ts';
import { CampoData, CampoDecimal } from '../campos.tsx';
import { novaChave } from '../nota.ts';
import { TPAG } from './opcoes.ts';
import { Secao } from './Secao.tsx';
import type { EdicaoNota } from './useNotaEditor.ts';

/** Payments and duplicatas; `totalNota` is the server's vNF (0 before Calcular). */
export function AbaPagamento({
  edicao: { nota, setNota, leitura, erroDe },
  totalNota,
  onGerarParcelas,
}: {
  edicao: EdicaoNota;
  totalNota: number;
  onGerarParcelas: () => void;
}) {
  return (
    <>
      <Secao
        titulo="Formas de pagamento"
        acao={
          !leitura && (
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() =>
                setNota((n) => ({
                  ...n,
                  Pagamento: [
                    ...n.Pagamento,
                    {
                      chave: novaChave(),
                      t_pag: n.Pagamento.length ? '15' : '01',
                      valor: Math.max(0, somaValores([totalNota]) - somaValores(n.Pagamento.map((p) => p.valor))),
                    },
                  ],
                }))
              }
            >
              Adicionar pagamento
            </Button>
          )
        }
      >
        {nota.Pagamento.length === 0 && <Typography color="text.secondary">Sem formas de pagamento: a nota sai com "90 - Sem pagamento".</Typography>}
        <Stack spacing={1.5}>
          {nota.Pagamento.map((p, i) => {
            const set = (x: Partial<typeof p>) => setNota((n) => ({ ...n, Pagamento: n.Pagamento.map((y, k) => (k === i ? { ...y, ...x } : y)) }));
            return (
              <Stack key={p.chave} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <TextField
                  select
                  size="small"
                  label="Meio de pagamento"
                  value={p.t_pag}
                  disabled={leitura}
                  onChange={(e) => set({ t_pag: e.target.value })}
                  sx={{ minWidth: 280 }}
                  error={!!erroDe(`Pagamento.${i}.t_pag`)}
                  helperText={erroDe(`Pagamento.${i}.t_pag`)}
                >
                  {TPAG.map((o) => (
                    <MenuItem key={o.valor} value={o.valor}>
                      {o.valor} - {o.rotulo}
                    </MenuItem>
                  ))}
                </TextField>
                <CampoDecimal
                  label="Valor"
                  prefixo="R$"
                  value={p.valor}
                  disabled={leitura}
                  onChange={(v) => set({ valor: v })}
                  sx={{ width: 160 }}
                  error={!!erroDe(`Pagamento.${i}.valor`)}
                  helperText={erroDe(`Pagamento.${i}.valor`)}
                />
                {p.t_pag === '99' && (
                  <TextField
                    size="small"
                    label="Descrição"
                    value={p.descricao ?? ''}
                    disabled={leitura}
                    onChange={(e) => set({ descricao: e.target.value.slice(0, 60) })}
                  />
                )}
                {!leitura && (
                  <IconButton
                    aria-label={`Remover pagamento ${i + 1}`}
                    color="error"
                    onClick={() => setNota((n) => ({ ...n, Pagamento: n.Pagamento.filter((_, k) => k !== i) }))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
        </Stack>
        {nota.Pagamento.length > 0 && totalNota > 0 && Math.abs(somaValores(nota.Pagamento.map((p) => p.valor)) - totalNota) > 0.004 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Soma dos pagamentos ({moeda(somaValores(nota.Pagamento.map((p) => p.valor)))}) difere do total da nota ({moeda(totalNota)}).
          </Alert>
        )}
      </Secao>
      <Secao
        titulo="Duplicatas (cobrança)"
        acao={
          !leitura && (
            <Stack direction="row" spacing={1}>
              <Button startIcon={<ViewWeekIcon />} variant="outlined" disabled={!(totalNota > 0)} onClick={onGerarParcelas}>
                Gerar parcelas
              </Button>
              <Button
                startIcon={<AddIcon />}
                onClick={() =>
                  setNota((n) => ({
                    ...n,
                    Duplicata: [...n.Duplicata, { chave: novaChave(), numero: String(n.Duplicata.length + 1).padStart(3, '0'), vencimento: '', valor: null }],
                  }))
                }
              >
                Adicionar
              </Button>
            </Stack>
          )
        }
      >
        {nota.Duplicata.length === 0 && <Typography color="text.secondary">Nenhuma duplicata. Use "Gerar parcelas" para dividir o total.</Typography>}
        <Stack spacing={1.5}>
          {nota.Duplicata.map((d, i) => {
            const set = (x: Partial<typeof d>) => setNota((n) => ({ ...n, Duplicata: n.Duplicata.map((y, k) => (k === i ? { ...y, ...x } : y)) }));
            return (
              <Stack key={d.chave} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <TextField
                  size="small"
                  label="Número"
                  value={d.numero}
                  disabled={leitura}
                  onChange={(e) => set({ numero: e.target.value.slice(0, 60) })}
                  sx={{ width: 110 }}
                />
                <CampoData
                  label="Vencimento"
                  value={d.vencimento}
                  disabled={leitura}
                  onChange={(v) => set({ vencimento: v })}
                  sx={{ width: 150 }}
                  error={!!erroDe(`Duplicata.${i}.vencimento`)}
                  helperText={erroDe(`Duplicata.${i}.vencimento`)}
                />
                <CampoDecimal
                  label="Valor"
                  prefixo="R$"
                  value={d.valor}
                  disabled={leitura}
                  onChange={(v) => set({ valor: v })}
                  sx={{ width: 160 }}
                  error={!!erroDe(`Duplicata.${i}.valor`)}
                  helperText={erroDe(`Duplicata.${i}.valor`)}
                />
                {!leitura && (
                  <IconButton
                    aria-label={`Remover duplicata ${i + 1}`}
                    color="error"
                    onClick={() => setNota((n) => ({ ...n, Duplicata: n.Duplicata.filter((_, k) => k !== i) }))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
        </Stack>
        {nota.Duplicata.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Soma das duplicatas: <b>{moeda(somaValores(nota.Duplicata.map((d) => d.valor)))}</b>
          </Typography>
        )}
      </Secao>
    </>
  );
}
