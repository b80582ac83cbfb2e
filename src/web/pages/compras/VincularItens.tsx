/**
 * Diálogo "Vincular itens": para cada item do fornecedor que a importação não reconheceu
 * (nem pelo vínculo aprendido nem pelo GTIN), o usuário escolhe o nosso produto e quantas unidades
 * nossas há em uma unidade do fornecedor (caixa com 12 → 12). O servidor grava o vínculo (a próxima
 * nota do mesmo fornecedor casa sozinha) e, no último item, finaliza a compra (estoque e contas a pagar).
 * Produto que ainda não existe: "Cadastrar produto" abre, no mesmo diálogo, o cadastro preenchido com
 * o item da nota (descrição, NCM, GTIN, unidade; custo = total do item ÷ quantidade nossa) e
 * "Cadastrar e vincular" grava o produto e o vínculo de uma vez.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { formatMoeda, formatNumero } from '../../../domain/index.ts';
import { selecaoAoFocar } from '../../components/numeros.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { EscolherProduto } from '../estoque/EscolherProduto.tsx';
import type { ProdutoResumo } from '../estoque/api.ts';
import { comprasApi, type ItemPendente } from './api.ts';

/** Campos do formulário do novo produto, como digitados (o preço em pt-BR vira número no envio). */
type CamposProduto = Record<'descricao' | 'ncm' | 'gtin' | 'unidade' | 'preco_venda' | 'fator_conversao', string>;

const GTIN_VALIDO = /^([0-9]{8}|[0-9]{12,14})$/;

/** Formulário do produto novo, preenchido com o item da nota. */
function CadastroDoItem({
  item,
  fator,
  aoCriar,
  aoCancelar,
}: {
  item: ItemPendente;
  fator: string;
  aoCriar: (finalizada: boolean, msg: string | null) => void;
  aoCancelar: () => void;
}) {
  const [p, setP] = useState<CamposProduto>({
    descricao: item.descricao.slice(0, 120),
    ncm: item.ncm ?? '',
    gtin: item.gtin && GTIN_VALIDO.test(item.gtin) ? item.gtin : 'SEM GTIN',
    unidade: (item.unidade_fornecedor ?? 'UN').toUpperCase(),
    preco_venda: '',
    fator_conversao: fator,
  });
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const campo = (k: keyof CamposProduto) => ({ value: p[k], onChange: (e: { target: { value: string } }) => setP((x) => ({ ...x, [k]: e.target.value })) });
  const quantidade = Number(item.quantidade_fornecedor) * Number(fator.replace(',', '.') || '1');
  const custo = item.valor_total !== undefined && quantidade > 0 ? Number(item.valor_total) / quantidade : null;
  const criar = async () => {
    setEnviando(true);
    setErro(null);
    try {
      const r = await comprasApi.criarProduto(item.id, {
        ...p,
        preco_venda: p.preco_venda.trim() ? Number(p.preco_venda.replace(/\./g, '').replace(',', '.')) : undefined,
        fator_conversao: fator.replace(',', '.'),
      });
      aoCriar(r.Data.situacao === 'finalizada', r.Message);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack
      spacing={1.5}
      role="group"
      aria-label={`Novo produto do item ${item.numero_item}`}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle2">Novo produto com os dados da nota</Typography>
      <TextField label="Descrição" size="small" {...campo('descricao')} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField label="NCM" size="small" {...campo('ncm')} slotProps={{ htmlInput: { maxLength: 8, inputMode: 'numeric' } }} />
        <TextField label="GTIN/EAN" size="small" {...campo('gtin')} slotProps={{ htmlInput: { maxLength: 14 } }} />
        <TextField label="Unidade" size="small" {...campo('unidade')} sx={{ maxWidth: { sm: 110 } }} slotProps={{ htmlInput: { maxLength: 6 } }} />
        <TextField label="Preço de venda (R$)" size="small" {...campo('preco_venda')} {...selecaoAoFocar} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
      {custo !== null && (
        <Typography variant="body2" color="text.secondary">
          Custo pela nota: {formatMoeda(custo.toFixed(4))} por {p.unidade || 'unidade'}
        </Typography>
      )}
      {erro && <Alert severity="error">{erro}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={enviando || !p.descricao.trim()} onClick={() => void criar()}>
          Cadastrar e vincular
        </Button>
        <Button onClick={aoCancelar}>Cancelar</Button>
      </Stack>
    </Stack>
  );
}

function LinhaItem({ item, aoVincular }: { item: ItemPendente; aoVincular: (finalizada: boolean, msg: string | null) => void }) {
  const [produto, setProduto] = useState<ProdutoResumo | null>(null);
  const [fator, setFator] = useState('1');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [novo, setNovo] = useState(false);
  const vincular = async () => {
    if (!produto) return;
    setEnviando(true);
    try {
      const r = await comprasApi.vincular(item.id, produto.id, fator.replace(',', '.'));
      aoVincular(r.Data.situacao === 'finalizada', r.Message);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }} data-testid={`item-pendente-${item.id}`}>
      <Typography variant="subtitle2">
        {item.numero_item}. {item.descricao} — código {item.codigo_fornecedor ?? '—'}
        {item.gtin ? `, GTIN ${item.gtin}` : ''}: {formatNumero(item.quantidade_fornecedor, 4)} {item.unidade_fornecedor ?? ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {!novo && <EscolherProduto valor={produto} aoEscolher={setProduto} rotulo="Nosso produto" />}
        <TextField
          label={`Unidades nossas por ${item.unidade_fornecedor ?? 'unidade'}`}
          value={fator}
          onChange={(e) => setFator(e.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {!novo && (
          <Button variant="contained" disabled={!produto || enviando} onClick={vincular}>
            Vincular
          </Button>
        )}
        {!novo && (
          <Button onClick={() => setNovo(true)} sx={{ whiteSpace: 'nowrap' }}>
            Cadastrar produto
          </Button>
        )}
      </Stack>
      {novo && <CadastroDoItem item={item} fator={fator} aoCriar={aoVincular} aoCancelar={() => setNovo(false)} />}
      {erro && <Alert severity="error">{erro}</Alert>}
    </Stack>
  );
}

export function VincularItens({ compraId, aoFechar }: { compraId: number | null; aoFechar: (mudou: boolean) => void }) {
  const [itens, setItens] = useState<ItemPendente[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [mudou, setMudou] = useState(false);
  useEffect(() => {
    setItens(null);
    setAviso(null);
    if (compraId === null) return;
    comprasApi
      .pendentes(compraId)
      .then(setItens)
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, [compraId]);
  const vinculado = (id: number) => (finalizada: boolean, msg: string | null) => {
    setMudou(true);
    setItens((l) => (l ?? []).filter((i) => i.id !== id));
    if (finalizada) setAviso(msg ?? 'Compra finalizada.');
  };
  const tela = useTheme();
  const celular = useMediaQuery(tela.breakpoints.down('sm'));
  return (
    <Dialog open={compraId !== null} onClose={() => aoFechar(mudou)} maxWidth="md" fullWidth fullScreen={celular}>
      <DialogTitle>Vincular itens da compra {compraId}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Escolha uma vez o produto correspondente a cada item do fornecedor (ou cadastre-o com os dados da nota); as próximas notas dele serão reconhecidas
            sozinhas.
          </Typography>
          {erro && <Alert severity="error">{erro}</Alert>}
          {aviso && <Alert severity="success">{aviso}</Alert>}
          {itens?.map((i) => (
            <LinhaItem key={i.id} item={i} aoVincular={vinculado(i.id)} />
          ))}
          {itens && !itens.length && !aviso && <Alert severity="info">Todos os itens estão vinculados.</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => aoFechar(mudou)}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
