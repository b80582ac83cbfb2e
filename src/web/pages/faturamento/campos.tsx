/**
 * Inputs of the faturamento editor: pt-BR decimal text field (reusing the generated screens'
 * parsing and typing rules), and the searchable cliente/produto/transportadora autocompletes
 * (OData, 2+ characters, CPF/CNPJ and city shown).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography, type AutocompleteRenderInputParams } from '@mui/material';
import { applyMask, maskCpfCnpj } from '../../../domain/index.ts';
import {
  brDateTimeToIso,
  brDateToIso,
  editableDecimal,
  formatDecimal,
  isoToBrDate,
  isoToBrDateTime,
  MASCARA_DATA_HORA,
  parseDecimalInput,
  sanitizeDecimalTyping,
} from '../../resources/format.ts';
import { listarOData } from '../../providers/odata.ts';
import { selecaoAoFocar } from '../../components/numeros.ts';

export function CampoDecimal({
  label,
  value,
  onChange,
  escala = 2,
  disabled,
  error,
  helperText,
  prefixo,
  size = 'small',
  sx,
  ariaLabel,
}: {
  label?: string;
  value: number | null | undefined;
  onChange: (v: number | null) => void;
  escala?: number;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  prefixo?: string;
  size?: 'small' | 'medium';
  sx?: object;
  ariaLabel?: string;
}) {
  const [texto, setTexto] = useState<string | null>(null);
  const exibido = texto ?? (value === null || value === undefined ? '' : formatDecimal(value, escala));
  // focus swaps "1,00" for its editable form "1": select it right after that commit (before any
  // keystroke that follows), not only on the next animation frame, so typing always replaces it
  const campo = useRef<HTMLInputElement>(null);
  const selecionar = useRef(false);
  useLayoutEffect(() => {
    if (!selecionar.current) return;
    selecionar.current = false;
    if (campo.current && document.activeElement === campo.current) campo.current.select();
  }, [texto]);
  return (
    <TextField
      inputRef={campo}
      label={label}
      size={size}
      value={exibido}
      disabled={disabled}
      error={error}
      helperText={helperText}
      sx={sx}
      onFocus={(e) => {
        selecionar.current = true;
        setTexto(editableDecimal(value, escala));
        selecaoAoFocar.onFocus(e);
      }}
      onMouseUp={selecaoAoFocar.onMouseUp}
      onChange={(e) => {
        const t = sanitizeDecimalTyping(e.target.value, escala, false);
        setTexto(t);
        const n = parseDecimalInput(t);
        if (n === null) onChange(null);
        else if (!Number.isNaN(n)) onChange(n);
      }}
      onBlur={() => setTexto(null)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, 'aria-label': ariaLabel ?? label },
        input: prefixo ? { startAdornment: <Typography sx={{ mr: 0.5, color: 'text.secondary', fontSize: '0.85rem' }}>{prefixo}</Typography> } : undefined,
      }}
    />
  );
}

export interface ClienteOpcao {
  id: number;
  nome: string;
  cpf_cnpj?: string | null;
  cidade_id?: number | null;
  uf?: string | null;
  cidade?: string;
  consumidor_final?: boolean | number | null;
  ind_ie_dest?: number | null;
}
export interface ProdutoOpcao {
  id: number;
  codigo?: string | null;
  descricao: string;
  ncm?: string | null;
  cfop?: string | null;
  unidade?: string | null;
  preco_venda?: number | null;
  gtin?: string | null;
}
export interface TransportadoraOpcao {
  id: number;
  nome: string;
  cpf_cnpj?: string | null;
  uf?: string | null;
}

export function textoOData(t: string): string {
  return t.replace(/'/g, "''");
}

/** Debounced OData search (2+ characters; the first 20 by `orderby` otherwise), optionally enriched. */
function useBusca<T extends { id: number }>(
  set: string,
  filtro: (t: string) => string,
  select: string,
  orderby: string,
  texto: string,
  aberto: boolean,
  enriquecer?: (l: T[]) => Promise<T[]>,
) {
  const [opcoes, setOpcoes] = useState<T[]>([]);
  const [carregando, setCarregando] = useState(false);
  useEffect(() => {
    if (!aberto) return;
    const t = texto.trim();
    let vivo = true;
    setCarregando(true);
    const timer = setTimeout(() => {
      listarOData<T>(set, { filter: t.length >= 2 ? filtro(t) : undefined, top: 20, orderby, select })
        .then((r) => (enriquecer ? enriquecer(r.value) : r.value))
        .then((l) => vivo && setOpcoes(l))
        .catch(() => vivo && setOpcoes([]))
        .finally(() => vivo && setCarregando(false));
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(timer);
    };
  }, [set, select, orderby, texto, aberto, filtro, enriquecer]);
  return { opcoes, carregando };
}

interface PropsBusca<T> {
  /** OData entity set, filter builder, `$select` and `$orderby` of the search. */
  conjunto: string;
  filtro: (t: string) => string;
  select: string;
  orderby: string;
  /** Adds display data to the found records (e.g. city names). */
  enriquecer?: (l: T[]) => Promise<T[]>;
  value: T | null;
  onChange: (v: T | null) => void;
  disabled?: boolean;
  /** Text of the chosen option in the input. */
  rotulo: (o: T) => string;
  /** Two-line option: title and details. */
  titulo: (o: T) => string;
  detalhe: (o: T) => string;
  /** "Nenhum cliente encontrado". */
  nenhum: string;
  size?: 'small' | 'medium';
  sx?: object;
  renderInput: (params: AutocompleteRenderInputParams, carregando: boolean) => ReactNode;
}

/**
 * Searchable record picker of the faturamento editor: OData search as the user types, the chosen
 * record kept among the options, two-line options (title and details).
 */
export function BuscaAutocomplete<T extends { id: number }>(p: PropsBusca<T>) {
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState(false);
  const { opcoes, carregando } = useBusca<T>(p.conjunto, p.filtro, p.select, p.orderby, texto, aberto, p.enriquecer);
  const { value } = p;
  const lista = useMemo(() => (value && !opcoes.some((c) => c.id === value.id) ? [value, ...opcoes] : opcoes), [value, opcoes]);
  return (
    <Autocomplete<T>
      value={value}
      options={lista}
      disabled={p.disabled}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      filterOptions={(x) => x}
      getOptionLabel={p.rotulo}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={carregando}
      onChange={(_, v) => p.onChange(v)}
      onInputChange={(_, v, motivo) => motivo === 'input' && setTexto(v)}
      noOptionsText={texto.trim().length < 2 ? 'Digite ao menos 2 caracteres' : p.nenhum}
      loadingText="Buscando…"
      size={p.size}
      sx={p.sx}
      renderOption={(props, o) => {
        const { key, ...resto } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...resto} sx={{ display: 'block !important' }}>
            <Typography sx={{ fontWeight: 600, ...(p.size === 'small' ? { fontSize: '0.9rem' } : {}) }}>{p.titulo(o)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {p.detalhe(o)}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => p.renderInput(params, carregando && aberto)}
    />
  );
}

const cidades = new Map<number, string>();
async function nomesCidades<T extends { cidade_id?: number | null; cidade?: string }>(lista: T[]): Promise<T[]> {
  const faltam = [...new Set(lista.map((c) => c.cidade_id).filter((x): x is number => typeof x === 'number' && !cidades.has(x)))];
  if (faltam.length) {
    try {
      const r = await listarOData<{ id: number; nome: string }>('Cidade', { filter: `id in (${faltam.join(',')})`, top: faltam.length, select: 'id,nome' });
      for (const c of r.value) cidades.set(c.id, c.nome);
    } catch {
      /* city names are a nicety */
    }
  }
  return lista.map((c) => ({ ...c, cidade: c.cidade_id ? cidades.get(c.cidade_id) : undefined }));
}

function filtroPessoa(t: string): string {
  const d = t.replace(/\D/g, '');
  const ors = [`contains(nome,'${textoOData(t)}')`, `contains(fantasia,'${textoOData(t)}')`];
  if (d.length >= 2) ors.push(`contains(cpf_cnpj,'${d}')`);
  return ors.join(' or ');
}

/** CPF/CNPJ and city/UF of a customer or carrier, for the option and the helper text. */
const documentoELocal = (o: { cpf_cnpj?: string | null; cidade?: string; uf?: string | null }): string =>
  [o.cpf_cnpj ? maskCpfCnpj(o.cpf_cnpj) : null, [o.cidade, o.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ');

export function ClienteAutocomplete({
  value,
  onChange,
  disabled,
  error,
  helperText,
}: {
  value: ClienteOpcao | null;
  onChange: (c: ClienteOpcao | null) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <BuscaAutocomplete<ClienteOpcao>
      conjunto="Cliente"
      filtro={filtroPessoa}
      select="id,nome,cpf_cnpj,cidade_id,uf,consumidor_final,ind_ie_dest"
      orderby="nome"
      enriquecer={nomesCidades}
      value={value}
      onChange={onChange}
      disabled={disabled}
      rotulo={(o) => o.nome ?? ''}
      titulo={(o) => o.nome}
      detalhe={documentoELocal}
      nenhum="Nenhum cliente encontrado"
      renderInput={(params, carregando) => (
        <TextField
          {...params}
          label="Cliente"
          required
          error={error}
          helperText={helperText ?? (value ? documentoELocal(value) : 'Nome, fantasia ou CPF/CNPJ')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {carregando ? <CircularProgress size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

export async function carregarCliente(id: number): Promise<ClienteOpcao | null> {
  const r = await listarOData<ClienteOpcao>('Cliente', {
    filter: `id eq ${Number(id)}`,
    top: 1,
    select: 'id,nome,cpf_cnpj,cidade_id,uf,consumidor_final,ind_ie_dest',
  });
  const [c] = await nomesCidades(r.value);
  return c ?? null;
}

export async function carregarTransportadora(id: number): Promise<TransportadoraOpcao | null> {
  const r = await listarOData<TransportadoraOpcao>('Transportadora', { filter: `id eq ${Number(id)}`, top: 1, select: 'id,nome,cpf_cnpj,uf' });
  return r.value[0] ?? null;
}

function filtroProduto(t: string): string {
  const x = textoOData(t);
  return `contains(descricao,'${x}') or contains(codigo,'${x}') or contains(gtin,'${x}')`;
}

export function ProdutoAutocomplete({
  value,
  onChange,
  disabled,
  error,
  helperText,
  indice,
}: {
  value: ProdutoOpcao | null;
  onChange: (p: ProdutoOpcao | null) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  indice: number;
}) {
  return (
    <BuscaAutocomplete<ProdutoOpcao>
      conjunto="Produto"
      filtro={filtroProduto}
      select="id,codigo,descricao,ncm,cfop,unidade,preco_venda,gtin"
      orderby="descricao"
      value={value}
      onChange={onChange}
      disabled={disabled}
      rotulo={(o) => (o.codigo ? `${o.codigo} - ${o.descricao}` : (o.descricao ?? ''))}
      titulo={(o) => o.descricao}
      detalhe={(o) =>
        [o.codigo && `Cód. ${o.codigo}`, o.ncm && `NCM ${o.ncm}`, o.unidade, o.preco_venda != null && `R$ ${formatDecimal(o.preco_venda, 2)}`]
          .filter(Boolean)
          .join(' · ')
      }
      nenhum="Nenhum produto encontrado"
      size="small"
      sx={{ minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Buscar produto"
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': `Produto do item ${indice + 1}` } }}
        />
      )}
    />
  );
}

export function TransportadoraAutocomplete({
  value,
  onChange,
  disabled,
}: {
  value: TransportadoraOpcao | null;
  onChange: (t: TransportadoraOpcao | null) => void;
  disabled?: boolean;
}) {
  return (
    <BuscaAutocomplete<TransportadoraOpcao>
      conjunto="Transportadora"
      filtro={filtroPessoa}
      select="id,nome,cpf_cnpj,uf"
      orderby="nome"
      value={value}
      onChange={onChange}
      disabled={disabled}
      rotulo={(o) => o.nome ?? ''}
      titulo={(o) => o.nome}
      detalhe={documentoELocal}
      nenhum="Nenhuma transportadora encontrada"
      renderInput={(params) => <TextField {...params} label="Transportadora" helperText={value ? documentoELocal(value) || undefined : undefined} />}
    />
  );
}

/**
 * A date typed as DD/MM/AAAA (masked), kept as `YYYY-MM-DD` (the generated screens' rules:
 * `isoToBrDate`/`brDateToIso`), so the format does not depend on the browser's locale.
 */
export function CampoData({
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
  size = 'small',
  sx,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: object;
}) {
  const [texto, setTexto] = useState<string | null>(null);
  const exibido = texto ?? isoToBrDate(value);
  const invalido = texto !== null && texto !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(brDateToIso(texto) ?? '');
  return (
    <TextField
      label={label}
      size={size}
      sx={sx}
      value={exibido}
      disabled={disabled}
      placeholder="DD/MM/AAAA"
      error={error || invalido}
      helperText={helperText ?? (invalido && texto?.length === 10 ? 'Data inválida' : undefined)}
      onChange={(e) => {
        const iso = brDateToIso(e.target.value);
        const mascarado = iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? isoToBrDate(iso) : (iso ?? '');
        setTexto(mascarado);
        if (iso === null) onChange('');
        else if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) onChange(iso);
      }}
      onBlur={() => setTexto(null)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'aria-label': label } }}
    />
  );
}

/**
 * Date and time typed as DD/MM/AAAA HH:mm whatever the browser's locale;
 * `value`/`onChange` in the editor's local form `YYYY-MM-DDTHH:mm` (São Paulo time), '' when empty.
 */
export function CampoDataHora({
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
  size = 'medium',
  fullWidth,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}) {
  const [texto, setTexto] = useState<string | null>(null);
  const exibido = texto ?? isoToBrDateTime(value);
  const iso = texto === null ? null : brDateTimeToIso(texto);
  const invalido = texto !== null && texto !== '' && !/^\d{4}-\d{2}-\d{2}T/.test(iso ?? '');
  return (
    <TextField
      label={label}
      size={size}
      fullWidth={fullWidth}
      value={exibido}
      disabled={disabled}
      placeholder="DD/MM/AAAA HH:mm"
      error={error || (invalido && (texto?.length ?? 0) >= 10)}
      helperText={helperText ?? (invalido && (texto?.length ?? 0) >= 10 ? 'Data ou hora inválida' : undefined)}
      onChange={(e) => {
        const lido = brDateTimeToIso(e.target.value);
        setTexto(applyMask(e.target.value, MASCARA_DATA_HORA));
        if (lido === null) onChange('');
        else if (/^\d{4}-\d{2}-\d{2}T/.test(lido)) onChange(lido.slice(0, 16));
      }}
      onBlur={() => setTexto(null)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 16, 'aria-label': label } }}
    />
  );
}
