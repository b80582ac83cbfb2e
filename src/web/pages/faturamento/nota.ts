/**
 * The editor's state of a faturamento and the body it sends (REST and /Calcular). Pure: the
 * browser never computes taxes, it only sums nothing and sends what the user typed.
 */
import { isValidChaveAcesso, normalizeChaveAcesso } from '../../../domain/chave-acesso.ts';
import { resources as todos, type Resource } from '../../../generated/resources.ts';
const resources: readonly Resource[] = todos;

export interface ItemNota {
  id?: number;
  /** Client-only row key. */
  chave: string;
  produto_id: number | null;
  produto?: { id: number; descricao: string; codigo?: string | null } | null;
  descricao: string;
  ncm: string;
  cfop: string;
  unidade: string;
  quantidade: number | null;
  valor_unitario: number | null;
  valor_desconto: number | null;
  informacao_adicional?: string;
  /** Import (CFOP 3xxx): II group inputs and the DI list as JSON with the layout's tags (faturamentoItem.di). */
  base_ii?: number | null;
  despesas_aduaneiras?: number | null;
  valor_ii?: number | null;
  valor_iof?: number | null;
  di?: string;
  /** Server-computed, read-only. */
  calculado?: Record<string, unknown>;
}
export interface PagamentoNota {
  id?: number;
  chave: string;
  t_pag: string;
  valor: number | null;
  descricao?: string;
}
export interface DuplicataNota {
  id?: number;
  chave: string;
  numero: string;
  vencimento: string;
  valor: number | null;
}
export interface VolumeNota {
  id?: number;
  chave: string;
  quantidade: number | null;
  especie: string;
  marca: string;
  numeracao: string;
  peso_liquido: number | null;
  peso_bruto: number | null;
}

/** Fields of the non-key reference kinds (refNF, refNFP, refCTe, refECF), as the registry names them. */
export const CAMPOS_REFERENCIA = ['ref_cte', 'uf', 'aamm', 'cpf_cnpj', 'ie', 'modelo', 'serie', 'numero', 'n_ecf', 'n_coo'] as const;

/**
 * A referenced document (`NFref`): `tipo` is the layout tag (refNFe, refNFP, refNF, refCTe, refECF);
 * `ref_nfe` holds the key of refNFe, `campos` the other kinds' fields as typed (strings).
 */
export interface ReferenciaNota {
  id?: number;
  chave: string;
  tipo: string;
  ref_nfe: string;
  campos: Record<string, string>;
}

export interface Nota {
  id?: number;
  cliente_id: number | null;
  /** Operation preset (modelos de faturamento), or null. */
  modelo_faturamento_id: number | null;
  natureza_operacao: string;
  data_emissao: string;
  data_saida: string;
  tipo_operacao: number;
  finalidade: number;
  consumidor_final: number;
  presenca: number;
  serie: number;
  transportadora_id: number | null;
  /** Seller (vendedor), for the sales-by-seller report and commission; null = none. */
  vendedor_id: number | null;
  modalidade_frete: number;
  valor_frete: number | null;
  valor_seguro: number | null;
  valor_desconto: number | null;
  valor_outros: number | null;
  informacoes_complementares: string;
  Item: ItemNota[];
  Pagamento: PagamentoNota[];
  Duplicata: DuplicataNota[];
  Volume: VolumeNota[];
  NFref: ReferenciaNota[];
  // server-side
  numero?: number | null;
  chave_acesso?: string | null;
  situacao?: string;
}

let seq = 0;
export const novaChave = (): string => `k${++seq}_${Date.now().toString(36)}`;

export function itemVazio(): ItemNota {
  return {
    chave: novaChave(),
    produto_id: null,
    produto: null,
    descricao: '',
    ncm: '',
    cfop: '',
    unidade: '',
    quantidade: 1,
    valor_unitario: null,
    valor_desconto: 0,
  };
}

/** `YYYY-MM-DDTHH:mm` (datetime-local) of a date in São Paulo time. */
export function agoraLocal(d: Date = new Date()): string {
  const p = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return p.replace(' ', 'T');
}

/** Server date-time -> datetime-local text (`2026-11-21T10:30`), in São Paulo time. */
export function paraLocal(v: unknown): string {
  if (!v || typeof v !== 'string') return '';
  const t = Date.parse(v.length <= 19 ? `${v}-03:00` : v);
  return Number.isFinite(t) ? agoraLocal(new Date(t)) : '';
}

/** datetime-local text -> `YYYY-MM-DDTHH:mm:ss-03:00` (SPEC §7: server time zone -03:00). */
export function paraServidor(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return null;
  return `${v.slice(0, 16)}:00-03:00`;
}

export function notaVazia(naturezaPadrao = 'Venda de mercadoria'): Nota {
  return {
    cliente_id: null,
    natureza_operacao: naturezaPadrao,
    data_emissao: agoraLocal(),
    data_saida: '',
    tipo_operacao: 1,
    finalidade: 1,
    consumidor_final: 0,
    presenca: 1,
    serie: 1,
    transportadora_id: null,
    vendedor_id: null,
    modalidade_frete: 9,
    valor_frete: 0,
    valor_seguro: 0,
    valor_desconto: 0,
    valor_outros: 0,
    informacoes_complementares: '',
    Item: [],
    Pagamento: [],
    Duplicata: [],
    Volume: [],
    NFref: [],
    modelo_faturamento_id: null,
    situacao: 'digitacao',
  };
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);
const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A server record (GET /v1/faturamento/{id}) as editor state. */
export function deRegistro(r: Record<string, unknown>): Nota {
  const base = notaVazia();
  const lista = (k: string) => (Array.isArray(r[k]) ? (r[k] as Record<string, unknown>[]) : []);
  return {
    ...base,
    id: num(r.id) ?? undefined,
    cliente_id: num(r.cliente_id),
    modelo_faturamento_id: num(r.modelo_faturamento_id),
    natureza_operacao: txt(r.natureza_operacao),
    data_emissao: paraLocal(r.data_emissao),
    data_saida: paraLocal(r.data_saida),
    tipo_operacao: num(r.tipo_operacao) ?? 1,
    finalidade: num(r.finalidade) ?? 1,
    consumidor_final: num(r.consumidor_final) ?? 0,
    presenca: num(r.presenca) ?? 1,
    serie: num(r.serie) ?? 1,
    transportadora_id: num(r.transportadora_id),
    vendedor_id: num(r.vendedor_id),
    modalidade_frete: num(r.modalidade_frete) ?? 9,
    valor_frete: num(r.valor_frete),
    valor_seguro: num(r.valor_seguro),
    valor_desconto: num(r.valor_desconto),
    valor_outros: num(r.valor_outros),
    informacoes_complementares: txt(r.informacoes_complementares),
    numero: num(r.numero),
    chave_acesso: (r.chave as string) ?? null,
    situacao: txt(r.situacao) || 'digitacao',
    Item: lista('Item').map((i) => ({
      id: num(i.id) ?? undefined,
      chave: novaChave(),
      produto_id: num(i.produto_id),
      produto: i.produto_id ? { id: Number(i.produto_id), descricao: txt(i.descricao) } : null,
      descricao: txt(i.descricao),
      ncm: txt(i.ncm),
      cfop: txt(i.cfop),
      unidade: txt(i.unidade),
      quantidade: num(i.quantidade),
      valor_unitario: num(i.valor_unitario),
      valor_desconto: num(i.valor_desconto),
      informacao_adicional: txt(i.informacao_adicional),
      ...(i.di || i.valor_ii != null
        ? { base_ii: num(i.base_ii), despesas_aduaneiras: num(i.despesas_aduaneiras), valor_ii: num(i.valor_ii), valor_iof: num(i.valor_iof), di: txt(i.di) }
        : {}),
      calculado: i,
    })),
    Pagamento: lista('Pagamento').map((p) => ({
      id: num(p.id) ?? undefined,
      chave: novaChave(),
      t_pag: txt(p.t_pag) || '01',
      valor: num(p.valor),
      descricao: txt(p.descricao),
    })),
    Duplicata: lista('Duplicata').map((d) => ({
      id: num(d.id) ?? undefined,
      chave: novaChave(),
      numero: txt(d.numero),
      vencimento: txt(d.vencimento).slice(0, 10),
      valor: num(d.valor),
    })),
    Volume: lista('Volume').map((v) => ({
      id: num(v.id) ?? undefined,
      chave: novaChave(),
      quantidade: num(v.quantidade),
      especie: txt(v.especie),
      marca: txt(v.marca),
      numeracao: txt(v.numeracao),
      peso_liquido: num(v.peso_liquido),
      peso_bruto: num(v.peso_bruto),
    })),
    NFref: lista('NFref').map((x) => ({
      id: num(x.id) ?? undefined,
      chave: novaChave(),
      tipo: txt(x.tipo) || 'refNFe',
      ref_nfe: txt(x.ref_nfe),
      campos: Object.fromEntries(CAMPOS_REFERENCIA.filter((k) => x[k] !== null && x[k] !== undefined).map((k) => [k, String(x[k])])),
    })),
  };
}

function editaveis(recurso: string): Set<string> {
  const r = resources.find((x) => x.name === recurso);
  return new Set((r?.fields ?? []).filter((f) => !f.readOnly && !f.tenant && f.name !== 'faturamento_id').map((f) => f.name));
}

function limpar(o: Record<string, unknown>, permitidos: Set<string>): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (!permitidos.has(k)) continue;
    if (v === '' || v === undefined) continue;
    s[k] = v;
  }
  return s;
}

/** Body of POST/PUT /v1/faturamento/ and /Calcular: only editable fields, empty values dropped. */
export function paraApi(n: Nota, opcoes: { somenteItensCompletos?: boolean } = {}): Record<string, unknown> {
  const cab = editaveis('faturamento');
  const corpo = limpar(
    {
      ...n,
      data_emissao: paraServidor(n.data_emissao) ?? undefined,
      data_saida: n.data_saida ? (paraServidor(n.data_saida) ?? undefined) : undefined,
      informacoes_complementares: n.informacoes_complementares.trim() || undefined,
    } as unknown as Record<string, unknown>,
    cab,
  );
  if (n.id) corpo.id = n.id;
  const it = editaveis('faturamentoItem');
  const itens = n.Item.filter((i) => !opcoes.somenteItensCompletos || (i.produto_id && (i.quantidade ?? 0) > 0 && i.valor_unitario !== null));
  corpo.Item = itens.map((i) => ({
    ...(i.id ? { id: i.id } : {}),
    ...limpar({ ...i, ncm: i.ncm.replace(/\D/g, ''), cfop: i.cfop.replace(/\D/g, '') } as unknown as Record<string, unknown>, it),
  }));
  const pg = editaveis('faturamentoPagamento');
  corpo.Pagamento = n.Pagamento.map((p) => ({ ...(p.id ? { id: p.id } : {}), ...limpar(p as unknown as Record<string, unknown>, pg) }));
  const dp = editaveis('faturamentoDuplicata');
  corpo.Duplicata = n.Duplicata.map((d) => ({ ...(d.id ? { id: d.id } : {}), ...limpar(d as unknown as Record<string, unknown>, dp) }));
  const vl = editaveis('faturamentoVolume');
  corpo.Volume = n.Volume.map((v) => ({ ...(v.id ? { id: v.id } : {}), ...limpar(v as unknown as Record<string, unknown>, vl) }));
  corpo.NFref = n.NFref.filter((r) =>
    r.tipo !== 'refNFe'
      ? Object.values(r.campos).some((v) => v.trim())
      : opcoes.somenteItensCompletos
        ? isValidChaveAcesso(normalizeChaveAcesso(r.ref_nfe))
        : r.ref_nfe.trim(),
  ).map((r) =>
    r.tipo !== 'refNFe'
      ? {
          ...(r.id ? { id: r.id } : {}),
          tipo: r.tipo,
          ...Object.fromEntries(
            Object.entries(r.campos)
              .filter(([, v]) => v.trim())
              .map(([k, v]) => [k, k === 'serie' || k === 'numero' ? Number(v) : v.trim().toUpperCase()]),
          ),
        }
      : { ...(r.id ? { id: r.id } : {}), ref_nfe: r.ref_nfe.replace(/[^0-9A-Za-z]/g, '').toUpperCase() },
  );
  return corpo;
}

/** Whether /Calcular can run: a customer, an operation nature and at least one complete item. */
export function podeCalcular(n: Nota): boolean {
  return !!n.cliente_id && n.natureza_operacao.trim().length > 0 && n.Item.some((i) => i.produto_id && (i.quantidade ?? 0) > 0 && i.valor_unitario !== null);
}

/** The totals of the side panel, from the server's answer (never computed here). */
export const LINHAS_TOTAIS: ReadonlyArray<{ campo: string; rotulo: string; destaque?: boolean; negativo?: boolean }> = [
  { campo: 'total_produtos', rotulo: 'Produtos (vProd)' },
  { campo: 'total_desconto', rotulo: 'Descontos', negativo: true },
  { campo: 'valor_frete', rotulo: 'Frete' },
  { campo: 'valor_seguro', rotulo: 'Seguro' },
  { campo: 'valor_outros', rotulo: 'Outras despesas' },
  { campo: 'total_bc_icms', rotulo: 'Base do ICMS' },
  { campo: 'total_icms', rotulo: 'ICMS' },
  { campo: 'total_st', rotulo: 'ICMS-ST' },
  { campo: 'total_ii', rotulo: 'Imposto de Importação' },
  { campo: 'total_ipi', rotulo: 'IPI' },
  { campo: 'total_pis', rotulo: 'PIS' },
  { campo: 'total_cofins', rotulo: 'COFINS' },
  { campo: 'total_icms_uf_dest', rotulo: 'DIFAL (UF destino)' },
  { campo: 'total_ibs', rotulo: 'IBS' },
  { campo: 'total_cbs', rotulo: 'CBS' },
  { campo: 'total_nota', rotulo: 'Total da nota (vNF)', destaque: true },
];

/** Which editor tab a form path belongs to. */
export function abaDoCampo(caminho: string): 'dados' | 'itens' | 'transporte' | 'pagamento' | 'adicionais' {
  if (caminho.startsWith('Item')) return 'itens';
  if (caminho.startsWith('Volume') || ['transportadora_id', 'modalidade_frete'].includes(caminho)) return 'transporte';
  if (caminho.startsWith('Pagamento') || caminho.startsWith('Duplicata')) return 'pagamento';
  if (caminho === 'informacoes_complementares') return 'adicionais';
  return 'dados';
}
