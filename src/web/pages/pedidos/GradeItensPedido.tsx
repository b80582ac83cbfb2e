/**
 * Itens do pedido numa grade, como no editor da NF-e: uma linha por item com o
 * produto (busca), a quantidade, o valor unitário, o desconto e o total do item, com as mesmas
 * células da NF-e (faturamento/editor/ValoresItem.tsx: campos que selecionam o conteúdo ao focar e
 * guardam o que se digita, sem perder teclas). Escolher o produto preenche o valor unitário com o
 * preço de venda (e a descrição e a unidade) na hora; Enter passa ao campo seguinte e, no último
 * campo da grade, abre um item novo; os detalhes de balcão/indústria (código de barras, metragem,
 * pesagem, embalagem, tolerância, observação) ficam numa linha que se abre por item. No celular
 * (< 600 px) cada item vira um cartão. Os valores são os do formulário (react-hook-form, lista
 * `Item`), gravados pela mesma API de sempre (PUT/POST /v1/pedido com `Item`); o servidor recalcula
 * os totais (src/server/modules/pedidos/cadastro.ts) com a regra de totais.ts.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SourceContextProvider } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { enterProximoCampo } from '../../components/numeros.ts';
import { moeda } from '../../components/formatos.ts';
import { listarOData } from '../../providers/odata.ts';
import { ProdutoAutocomplete, type ProdutoOpcao } from '../faturamento/campos.tsx';
import { CabecalhoValoresItem, CelulasValoresItem, type ValoresItem } from '../faturamento/editor/ValoresItem.tsx';
import { centavosDoItem, reais } from './totais.ts';
import { FieldInput, type InputScope } from '../../resources/inputs.tsx';
import { defaultValuesFor } from '../../resources/record.ts';
import { formFields, getResource } from '../../resources/registry.ts';
import type { FormMode } from '../../resources/custom/types.ts';

type Item = Record<string, unknown>;

/** Fields the grid row edits itself; the other item fields go to the detail line. */
const DA_LINHA = new Set(['produto_id', 'quantidade', 'valor_unitario', 'valor_desconto']);

/** A form value as a number (the API may send decimals as strings), null when empty. */
function numero(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Message of the react-hook-form error at `caminho` (`Item.0.quantidade`), if any. */
function mensagem(erros: unknown, caminho: string): string | undefined {
  let x: unknown = erros;
  for (const parte of caminho.split('.')) x = x && typeof x === 'object' ? (x as Record<string, unknown>)[parte] : undefined;
  const m = x && typeof x === 'object' ? (x as { message?: unknown }).message : undefined;
  return typeof m === 'string' && m ? m : undefined;
}

/** The products of the items already in the order (edit screen), for the product fields' text. */
function useProdutosDosItens(itens: Item[]): [Map<number, ProdutoOpcao>, (p: ProdutoOpcao) => void] {
  const [mapa, setMapa] = useState<Map<number, ProdutoOpcao>>(new Map());
  const ids = [...new Set(itens.map((i) => numero(i?.produto_id)).filter((x): x is number => x !== null && !mapa.has(x)))];
  const chave = ids.join(',');
  useEffect(() => {
    if (!chave) return;
    let vivo = true;
    void listarOData<ProdutoOpcao>('Produto', { filter: `id in (${chave})`, select: 'id,codigo,descricao,unidade,preco_venda', top: chave.split(',').length })
      .then(({ value }) => {
        if (!vivo) return;
        setMapa((m) => {
          const novo = new Map(m);
          for (const p of value) if (!novo.has(p.id)) novo.set(p.id, p);
          return novo;
        });
      })
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [chave]);
  const lembrar = (p: ProdutoOpcao) => setMapa((m) => new Map(m).set(p.id, p));
  return [mapa, lembrar];
}

/** Phone layout: rows become cards (2 columns), the header is hidden; cell order by `data-coluna`. */
const CARTOES = {
  '& thead': { display: 'none' },
  '& tbody, & tfoot': { display: 'block' },
  '& tr[data-linha-item]': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: 1,
    rowGap: 1,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    p: 1.5,
    mt: 1.5,
  },
  '& tr[data-linha-item] > td': { display: 'block', border: 'none', p: 0 },
  '& td[data-coluna="numero"]': { order: 0, alignSelf: 'center', fontWeight: 600 },
  '& td[data-coluna="acoes"]': { order: 1, justifySelf: 'end' },
  '& td[data-coluna="produto"]': { order: 2, gridColumn: '1 / -1' },
  '& td[data-coluna="quantidade"]': { order: 3 },
  '& td[data-coluna="valor_unitario"]': { order: 4 },
  '& td[data-coluna="valor_desconto"]': { order: 5 },
  '& td[data-coluna="total"]': { order: 6, alignSelf: 'center', textAlign: 'right' },
  '& tr[data-detalhe-item]': { display: 'block' },
  '& tr[data-detalhe-item] > td': { display: 'block', border: 'none', px: 0 },
  '& tfoot tr': { display: 'flex', justifyContent: 'flex-end' },
  '& tfoot td': { border: 'none' },
} as const;

/** The order's item grid (the "Itens" tab of the order form, customization `listas.Item`). */
export default function GradeItensPedido({ mode }: { mode: FormMode }) {
  const { control, setValue, getValues } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'Item' });
  const itens = ((useWatch({ name: 'Item' }) as Item[] | undefined) ?? []).map((x) => x ?? {});
  const { errors } = useFormState({ name: 'Item' });
  const celular = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [produtos, lembrarProduto] = useProdutosDosItens(itens);
  const [abertos, setAbertos] = useState<Record<string, boolean>>({});
  const filho = useMemo(() => getResource('pedidoItem'), []);
  const detalhes = useMemo(() => formFields(filho).filter((f) => !DA_LINHA.has(f.name)), [filho]);
  const escopo = useMemo<InputScope>(() => ({ resource: filho, mode, isMain: false, siblings: new Set(formFields(filho).map((f) => f.name)) }), [filho, mode]);
  const grade = useRef<HTMLTableElement>(null);
  // after adding a line: focus its product (index of the line to focus)
  const focar = useRef<number | null>(null);
  useEffect(() => {
    const i = focar.current;
    if (i === null || fields.length <= i) return;
    focar.current = null;
    grade.current?.querySelector<HTMLInputElement>(`input[aria-label="Produto do item ${i + 1}"]`)?.focus();
  }, [fields.length]);

  const adicionar = () => {
    focar.current = fields.length;
    append(defaultValuesFor(filho, false), { shouldFocus: false });
  };
  const alterar = (i: number, m: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(m)) setValue(`Item.${i}.${k}`, v, { shouldDirty: true });
  };
  const escolher = (i: number, p: ProdutoOpcao | null) => {
    if (!p) return alterar(i, { produto_id: null });
    lembrarProduto(p);
    const atual = numero(getValues(`Item.${i}.valor_unitario`));
    alterar(i, {
      produto_id: p.id,
      descricao: p.descricao ?? null,
      unidade: p.unidade ?? null,
      valor_unitario: p.preco_venda !== null && p.preco_venda !== undefined ? Number(p.preco_venda) : atual,
    });
  };
  // Enter walks the fields (as in the NF-e grid); on the grid's last field it opens a new item
  const aoTeclar = (ev: KeyboardEvent<HTMLElement>) => {
    enterProximoCampo(ev);
    if (ev.defaultPrevented || ev.key !== 'Enter' || ev.shiftKey || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const alvo = ev.target;
    if (!(alvo instanceof HTMLInputElement) || alvo.getAttribute('aria-expanded') === 'true') return;
    // never the form's implicit submit from the grid; a new line only when every line has a product
    ev.preventDefault();
    if (itens.every((it) => numero(it.produto_id) !== null)) adicionar();
  };

  const erroGeral = mensagem(errors, 'Item') ?? mensagem(errors, 'Item.root');
  let totalItens = 0n;
  for (const it of itens) totalItens += centavosDoItem(it) ?? 0n;
  const colunas = 7;

  return (
    <Box sx={{ width: '100%' }} data-testid="grade-itens-pedido">
      {erroGeral && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erroGeral}
        </Alert>
      )}
      <Box sx={{ overflowX: celular ? 'visible' : 'auto' }}>
        <Table
          ref={grade}
          size="small"
          aria-label="Itens do pedido"
          data-grade-enter
          onKeyDown={aoTeclar}
          sx={{ '& td, & th': { px: 0.75 }, ...(celular ? CARTOES : {}) }}
        >
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell sx={{ minWidth: 240, width: '100%' }}>Produto</TableCell>
              <CabecalhoValoresItem />
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((campo, i) => {
              const it = itens[i] ?? {};
              const produtoId = numero(it.produto_id);
              const opcao =
                produtoId === null ? null : (produtos.get(produtoId) ?? { id: produtoId, descricao: String(it.descricao ?? `Produto ${produtoId}`) });
              const centavos = centavosDoItem(it);
              const erro = (c: string) => mensagem(errors, `Item.${i}.${c}`);
              const comErroNoDetalhe = detalhes.some((f) => erro(f.name));
              const aberto = !!abertos[campo.id] || comErroNoDetalhe;
              const valores: ValoresItem = {
                quantidade: numero(it.quantidade),
                valor_unitario: numero(it.valor_unitario),
                valor_desconto: numero(it.valor_desconto),
              };
              return [
                <TableRow key={campo.id} data-linha-item data-testid={`item-pedido-${i + 1}`} sx={{ '& > td': { borderBottom: 'none', verticalAlign: 'top' } }}>
                  <TableCell data-coluna="numero" sx={{ pt: 1.5 }}>
                    {celular ? `Item ${i + 1}` : i + 1}
                  </TableCell>
                  <TableCell data-coluna="produto">
                    <ProdutoAutocomplete
                      indice={i}
                      value={opcao}
                      error={!!erro('produto_id')}
                      helperText={erro('produto_id')}
                      onChange={(p) => escolher(i, p)}
                    />
                    {opcao && (it.unidade || opcao.codigo) ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25, ml: 0.5 }}>
                        {[opcao.codigo && `Cód. ${opcao.codigo}`, it.unidade && `Un. ${String(it.unidade)}`].filter(Boolean).join(' · ')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <CelulasValoresItem
                    i={i}
                    valores={valores}
                    onChange={(m) => alterar(i, m)}
                    total={centavos === null ? null : reais(centavos)}
                    erro={(c) => erro(c)}
                    comRotulos={celular}
                  />
                  <TableCell data-coluna="acoes" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={aberto ? 'Ocultar detalhes' : 'Detalhes do item (código de barras, metragem, pesagem, embalagem, observação)'}>
                      <IconButton
                        size="small"
                        aria-label={`Detalhes do item ${i + 1}`}
                        aria-expanded={aberto}
                        onClick={() => setAbertos((a) => ({ ...a, [campo.id]: !aberto }))}
                      >
                        {aberto ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Remover item">
                      <IconButton size="small" color="error" aria-label={`Remover item ${i + 1}`} onClick={() => remove(i)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>,
                <TableRow key={`${campo.id}-detalhe`} data-detalhe-item>
                  <TableCell colSpan={colunas} sx={{ py: 0 }}>
                    <Collapse in={aberto} unmountOnExit>
                      <SourceContextProvider value={{ getSource: (s: string) => `Item.${i}.${s}`, getLabel: (s: string) => s }}>
                        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2, pt: 1.5 }}>
                          {detalhes.map((f) => (
                            <Box
                              key={f.name}
                              sx={{ minWidth: 0, gridColumn: f.name === 'observacao' || f.name === 'descricao' ? { sm: 'span 3' } : undefined }}
                            >
                              <FieldInput field={f} scope={escopo} />
                            </Box>
                          ))}
                        </Box>
                      </SourceContextProvider>
                    </Collapse>
                  </TableCell>
                </TableRow>,
              ];
            })}
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={colunas} sx={{ border: 'none' }}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    Nenhum item. Adicione os produtos do pedido.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {fields.length > 0 && (
            <TableFooter>
              <TableRow>
                <TableCell colSpan={colunas} align="right" sx={{ fontSize: '0.95rem', color: 'text.primary' }}>
                  Total dos itens{' '}
                  <Box component="strong" data-testid="total-itens-pedido">
                    {moeda(reais(totalItens))}
                  </Box>
                </TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={adicionar} sx={{ mt: 1.5 }}>
        Adicionar item
      </Button>
    </Box>
  );
}
