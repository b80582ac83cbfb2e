/**
 * Campos dos formulários dos eventos da NF-e (descritores.ts): tipos, validação da entrada do
 * usuário com mensagens pt-BR por campo e normalização para o formato dos tipos do leiaute
 * (tiposBasico_v1.03.xsd: TDec_1302, TDec_1104, TDec_1104v, TData, TDateTimeUTC, TLatitude,
 * TLongitude, TCnpj/TCpf). A mesma definição gera o diálogo da tela (web) e valida na API.
 */
import { createHash } from 'node:crypto';
import { isValidCnpj, isValidCpf, onlyDigits } from '../../../domain/documentos.ts';

/** Tipo de um campo do formulário de evento. */
export type TipoCampoEvento =
  | 'texto'
  | 'inteiro'
  | 'decimal'
  | 'data'
  | 'dataHora'
  | 'opcao'
  | 'cpfCnpj'
  | 'imagem'
  | 'latitude'
  | 'longitude'
  | 'confirmacao'
  | 'chave';

/** Um campo do formulário (também exposto à tela por `GET /v1/GerenciadorNFe/TiposEvento`). */
export interface CampoEvento {
  /** Nome do campo na entrada da API (e no diálogo). */
  nome: string;
  /** Rótulo pt-BR mostrado ao usuário e usado nas mensagens de erro. */
  rotulo: string;
  tipo: TipoCampoEvento;
  obrigatorio?: boolean;
  /** Texto: tamanho mínimo/máximo; inteiro/decimal: valor mínimo/máximo. */
  min?: number;
  max?: number;
  /** Decimal: casas decimais fixas na saída (2 = TDec_1302, 4 = TDec_1104). */
  casas?: number;
  /** Opção: valores aceitos e seus rótulos. */
  opcoes?: Array<{ valor: string; rotulo: string }>;
  /** Obrigatório quando outro campo tem um dos valores (ex.: xJustMotivo quando tpMotivo = 4). */
  obrigatorioSe?: { campo: string; valores: string[] };
  /** Texto de ajuda do diálogo. */
  ajuda?: string;
}

/** Erros por campo (chave = nome do campo, ou `itens[i].campo`). */
export type ErrosCampos = Record<string, string[]>;

/** Valores já normalizados no formato do leiaute. */
export type ValoresCampos = Record<string, string>;

/** Contexto de normalização (instante atual e deslocamento do fuso do emitente, ex. `-03:00`). */
export interface ContextoCampos {
  agora: Date;
  fuso: string;
}

const RE_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
const RE_DATA_HORA = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?([+-]\d{2}:\d{2}|Z)?$/;

function dataValida(a: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(a, m - 1, d));
  return dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

function texto(v: unknown): string {
  if (v === undefined || v === null) return '';
  return String(v).trim().replace(/\s+/g, ' ');
}

/** Número decimal de uma entrada com ponto ou vírgula (`1.234,56` ou `1234.56`). */
function numero(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = texto(v);
  if (!s) return undefined;
  const norm = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  if (!/^-?\d+(\.\d+)?$/.test(norm)) return undefined;
  return Number(norm);
}

/** `base64(SHA-1(chave + imagemBase64))` (hashComprovante/hashTentativaEntrega, NT 2022.001). */
export function hashImagemEntrega(chave: string, imagemBase64: string): string {
  return createHash('sha1')
    .update(chave + imagemBase64)
    .digest('base64');
}

/** Data e hora `AAAA-MM-DDThh:mm:ss±hh:mm` de um instante, no deslocamento dado. */
export function dataHoraComFuso(instante: Date, fuso: string): string {
  const sinal = fuso.startsWith('-') ? -1 : 1;
  const [hh, mm] = fuso.slice(1).split(':').map(Number);
  const local = new Date(instante.getTime() + sinal * (hh * 60 + mm) * 60_000);
  return `${local.toISOString().slice(0, 19)}${fuso}`;
}

/**
 * Valida e normaliza um campo. Devolve o valor no formato do leiaute (`''` se vazio e opcional)
 * ou a mensagem de erro pt-BR.
 */
export function normalizarCampo(c: CampoEvento, bruto: unknown, ctx: ContextoCampos): { valor: string } | { erro: string } {
  const s = texto(bruto);
  if (c.tipo === 'confirmacao') {
    const ok = bruto === true || s === 'true' || s === '1' || s === 'S';
    return ok ? { valor: '1' } : { erro: `Confirme: ${c.rotulo}` };
  }
  if (!s) return c.obrigatorio ? { erro: `Informe ${c.rotulo}` } : { valor: '' };
  switch (c.tipo) {
    case 'texto': {
      if (c.min !== undefined && s.length < c.min) return { erro: `${c.rotulo} deve ter ao menos ${c.min} caracteres` };
      if (c.max !== undefined && s.length > c.max) return { erro: `${c.rotulo} deve ter no máximo ${c.max} caracteres` };
      return { valor: s };
    }
    case 'inteiro': {
      if (!/^\d+$/.test(s)) return { erro: `${c.rotulo} deve ser um número inteiro` };
      const n = Number(s);
      if ((c.min !== undefined && n < c.min) || (c.max !== undefined && n > c.max)) return { erro: `${c.rotulo} deve estar entre ${c.min ?? 0} e ${c.max}` };
      return { valor: String(n) };
    }
    case 'decimal': {
      const n = numero(bruto);
      if (n === undefined) return { erro: `${c.rotulo} deve ser um número` };
      const casas = c.casas ?? 2;
      const min = c.min ?? 0;
      if (n < min) return { erro: `${c.rotulo} deve ser maior ou igual a ${min}` };
      if (c.max !== undefined && n > c.max) return { erro: `${c.rotulo} deve ser menor ou igual a ${c.max}` };
      const f = n.toFixed(casas);
      if (Math.abs(Number(f) - n) > 1e-9) return { erro: `${c.rotulo} aceita no máximo ${casas} casas decimais` };
      if (f.split('.')[0].length > 11) return { erro: `${c.rotulo} é grande demais` };
      return { valor: f };
    }
    case 'data': {
      const m = RE_DATA.exec(s);
      if (!m || !dataValida(+m[1], +m[2], +m[3])) return { erro: `${c.rotulo} deve ser uma data válida (AAAA-MM-DD)` };
      return { valor: s };
    }
    case 'dataHora': {
      const m = RE_DATA_HORA.exec(s);
      if (!m || !dataValida(+m[1], +m[2], +m[3]) || +m[4] > 23 || +m[5] > 59 || +(m[6] ?? 0) > 59) {
        return { erro: `${c.rotulo} deve ser uma data e hora válida` };
      }
      const fuso = m[7] === 'Z' ? '+00:00' : (m[7] ?? ctx.fuso);
      const valor = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}${fuso}`;
      if (Date.parse(valor) > ctx.agora.getTime() + 60_000) return { erro: `${c.rotulo} não pode estar no futuro` };
      return { valor };
    }
    case 'opcao': {
      if (!c.opcoes?.some((o) => o.valor === s)) return { erro: `${c.rotulo}: escolha uma das opções (${c.opcoes?.map((o) => o.valor).join(', ')})` };
      return { valor: s };
    }
    case 'cpfCnpj': {
      const d = onlyDigits(s);
      if (d.length === 11 ? !isValidCpf(d) : !isValidCnpj(s.replace(/[.\-/\s]/g, '').toUpperCase())) return { erro: `${c.rotulo} não é um CPF ou CNPJ válido` };
      return { valor: d.length === 11 ? d : s.replace(/[.\-/\s]/g, '').toUpperCase() };
    }
    case 'chave': {
      const d = onlyDigits(s);
      if (d.length !== 44) return { erro: `${c.rotulo} deve ter 44 dígitos` };
      return { valor: d };
    }
    case 'imagem': {
      const b64 = s.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 !== 0 || b64.length < 8) return { erro: `${c.rotulo}: envie uma imagem (arquivo em base64)` };
      if (b64.length > (c.max ?? 7_000_000)) return { erro: `${c.rotulo}: imagem grande demais (máximo 5 MB)` };
      return { valor: b64 };
    }
    case 'latitude':
    case 'longitude': {
      const n = numero(bruto);
      const lim = c.tipo === 'latitude' ? 90 : 180;
      if (n === undefined || Math.abs(n) > lim) return { erro: `${c.rotulo} deve estar entre -${lim} e ${lim}` };
      return { valor: n.toFixed(6) };
    }
  }
  return { erro: `${c.rotulo}: tipo de campo desconhecido` };
}

/**
 * Valida todos os campos de um formulário. Campos com `obrigatorioSe` passam a obrigatórios quando
 * a condição vale.
 * @returns valores normalizados e erros por campo (vazio = válido); `prefixo` nomeia itens de lista.
 */
export function validarCampos(
  campos: readonly CampoEvento[],
  entrada: Record<string, unknown>,
  ctx: ContextoCampos,
  prefixo = '',
): { valores: ValoresCampos; erros: ErrosCampos } {
  const valores: ValoresCampos = {};
  const erros: ErrosCampos = {};
  for (const c of campos) {
    const se = c.obrigatorioSe;
    const condicional = se ? se.valores.includes(texto(entrada[se.campo])) : false;
    const r = normalizarCampo(condicional ? { ...c, obrigatorio: true } : c, entrada[c.nome], ctx);
    if ('erro' in r) erros[`${prefixo}${c.nome}`] = [r.erro];
    else valores[c.nome] = r.valor;
  }
  return { valores, erros };
}
