/**
 * Calls of the finance screens (SPEC §7 "Receivables and payables"): settle, reverse, receipt,
 * report, PIX, and the OData lists of titles and their history. Money travels as decimal strings.
 */
import { apiData, apiFetch, erroHttp, lerCorpo } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { Pagar, Receber } from '../../../generated/types.ts';
import type { LinhaOData } from '../../providers/odata.ts';

/** Types of the finance actions, generated from their contracts (src/contratos/financeiro.ts). */
type Tipos = components['schemas'];

export type Lado = 'receber' | 'pagar';

export const LADOS = {
  receber: {
    base: '/v1/Receber',
    acao: 'ReceberRegistros',
    odata: 'Receber',
    historico: 'ReceberPagamento',
    fk: 'receber_id',
    pessoa: 'cliente_id',
    pessoaSet: 'Cliente',
    pessoaRotulo: 'Cliente',
    verbo: 'Receber',
    pago: 'Recebido',
    titulo: 'Contas a receber',
    rota: 'receber',
  },
  pagar: {
    base: '/v1/Pagar',
    acao: 'PagarRegistros',
    odata: 'Pagar',
    historico: 'PagarPagamento',
    fk: 'pagar_id',
    pessoa: 'fornecedor_id',
    pessoaSet: 'Fornecedor',
    pessoaRotulo: 'Fornecedor',
    verbo: 'Pagar',
    pago: 'Pago',
    titulo: 'Contas a pagar',
    rota: 'pagar',
  },
} as const;

/** Fields of a title both sides share (the registry entities receber and pagar). */
type CamposTitulo =
  | 'id'
  | 'documento'
  | 'parcela'
  | 'total_parcelas'
  | 'descricao'
  | 'emissao'
  | 'vencimento'
  | 'valor'
  | 'valor_baixado'
  | 'saldo'
  | 'situacao'
  | 'especie_id'
  | 'conta_bancaria_id'
  | 'origem';

/**
 * A row of the OData list of Receber or Pagar (`/OData/Receber`, `/OData/Pagar`), typed from the
 * generated entity types: the shared fields and the person of its side (cliente or fornecedor).
 */
export type Titulo = LinhaOData<Receber | Pagar, CamposTitulo, 'descricao' | 'especie_id' | 'conta_bancaria_id'> &
  Partial<Pick<Receber, 'cliente_id'>> &
  Partial<Pick<Pagar, 'fornecedor_id'>>;

export type LinhaBaixa = Tipos['ItemBaixa'];
export type Relatorio = Tipos['RelatorioFinanceiro'];

export const financeiroApi = {
  baixar: (lado: Lado, corpo: Tipos['PedidoBaixa']) =>
    apiData<Tipos['ResultadoBaixa']>(`${LADOS[lado].base}/${LADOS[lado].acao}/`, { method: 'POST', body: corpo }),
  estornar: (lado: Lado, guid: string) => apiData<Tipos['ResultadoEstorno']>(`${LADOS[lado].base}/Estornar?guid_transacao=${encodeURIComponent(guid)}`),
  relatorio: (lado: Lado, corpo: Tipos['PedidoRelatorioFinanceiro'] = {}) =>
    apiData<Relatorio>(`${LADOS[lado].base}/GetRelatorio`, { method: 'POST', body: corpo }),
  pix: (id: number) => apiData<Tipos['PixDoTitulo']>(`/v1/Receber/Pix/${id}`),
  /** O relatório em PDF ou XLSX (GetRelatorio com formato 'pdf' ou 'xlsx'). */
  async relatorioArquivo(lado: Lado, corpo: Tipos['PedidoRelatorioFinanceiro'], formato: 'pdf' | 'xlsx' = 'pdf'): Promise<Blob> {
    const res = await apiFetch(`${LADOS[lado].base}/GetRelatorio`, {
      method: 'POST',
      body: { ...corpo, formato },
      headers: { Accept: formato === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    if (!res.ok) throw erroHttp(res.status, await lerCorpo(res));
    return res.blob();
  },
  /** PDF do recibo (POST ImprimirRecibo/) como Blob. */
  async recibo(lado: Lado, guid: string): Promise<Blob> {
    const res = await apiFetch(`${LADOS[lado].base}/ImprimirRecibo/`, {
      method: 'POST',
      body: { guid_transacao: guid },
      headers: { Accept: 'application/pdf' },
    });
    if (!res.ok) throw erroHttp(res.status, await lerCorpo(res));
    return res.blob();
  },
};

/** 'R$ 1.234,56' from a decimal string or number (display only). */
export function reais(v: string | number | null | undefined): string {
  const n = Number(v ?? 0);
  return n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/** Today in the server zone (ISO). */
export function hojeIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** Cents arithmetic on decimal strings (no float sums). */
export function centavos(v: string | number | null | undefined): number {
  const s = String(v ?? '0')
    .trim()
    .replace(',', '.');
  const [i, d = ''] = s.split('.');
  const neg = i.startsWith('-');
  const c = Math.abs(Number(i)) * 100 + Number((d + '00').slice(0, 2));
  return neg ? -c : c;
}
export const deCentavos = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
