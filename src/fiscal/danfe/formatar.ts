/**
 * Formatação dos campos impressos no DANFE e na CC-e (pt-BR), sobre `src/domain`.
 *
 * Datas e horas são tiradas do próprio texto do XML (`2018-09-25T15:14:00-03:00` -> `25/09/2018`,
 * `15:14:00`): o DANFE mostra a hora local do emitente como ele a declarou, qualquer que seja o
 * fuso dele (ex.: -04:00 no AM), em vez de convertê-la para o fuso do servidor.
 */
import { formatData, formatDataHora, formatNumero } from '../../domain/formatos.ts';

/** Caracteres fora de Latin-1 que a codificação WinAnsi das fontes padrão do PDF tem. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Deixa o texto imprimível com as fontes padrão (Helvetica/WinAnsi): normaliza em NFC, troca
 * controles por espaço e, para caracteres fora do WinAnsi, tenta a letra sem acento (NFD) e,
 * se não houver, usa `?`. Acentos do português (á, ç, õ, º, ª...) passam intactos.
 */
export function paraWinAnsi(texto: string | undefined | null): string {
  if (!texto) return '';
  let r = '';
  for (const ch of texto.normalize('NFC')) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) r += c === 0x0a ? '\n' : ' ';
    else if (c <= 0xff || WIN_ANSI_EXTRA.has(ch)) r += ch;
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      r += [...base].every((b) => b.codePointAt(0)! <= 0xff) && base ? base : '?';
    }
  }
  return r;
}

/** Número decimal do XML em pt-BR com `casas` decimais; vazio se ausente; texto original se inválido. */
export function num(valor: string | undefined, casas = 2): string {
  if (valor === undefined || valor === '') return '';
  try {
    return formatNumero(valor, casas);
  } catch {
    return valor;
  }
}

/** Como {@link num}, mas ausente vira `0,00` (quadros de totais). */
export function valor(valor: string | undefined, casas = 2): string {
  return num(valor ?? '0', casas);
}

/** Casas decimais significativas do texto, limitadas a [min, max] (ex.: vUnCom `50.5000` -> 2). */
export function casasSignificativas(valor: string | undefined, min: number, max: number): number {
  const frac = (valor ?? '').split('.')[1] ?? '';
  const sig = frac.replace(/0+$/, '').length;
  return Math.min(max, Math.max(min, sig));
}

/** Data do XML (`AAAA-MM-DD...`) como `DD/MM/AAAA`. */
export function dataXml(texto: string | undefined): string {
  if (!texto) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(texto.trim());
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  try {
    return formatData(texto);
  } catch {
    return texto;
  }
}

/** Hora do XML (`...THH:mm:ss...` ou `HH:mm:ss`) como `HH:mm:ss`. */
export function horaXml(texto: string | undefined): string {
  if (!texto) return '';
  const m = /(?:T|^)(\d{2}:\d{2}(?::\d{2})?)/.exec(texto.trim());
  return m ? m[1] : '';
}

/** Data e hora do XML como `DD/MM/AAAA HH:mm:ss`. */
export function dataHoraXml(texto: string | undefined): string {
  if (!texto) return '';
  const d = dataXml(texto);
  const h = horaXml(texto);
  if (d && h) return `${d} ${h}`;
  try {
    return formatDataHora(texto);
  } catch {
    return d || texto;
  }
}

/** Número da NF-e com 9 dígitos agrupados: `26` -> `000.000.026`. */
export function numeroNota(nNF: string | undefined): string {
  const n = (nNF ?? '').replace(/\D/g, '').padStart(9, '0');
  return n.replace(/(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');
}

/** Série com 3 dígitos: `1` -> `001`. */
export function serieNota(serie: string | undefined): string {
  return (serie ?? '').padStart(3, '0');
}

/** CEP `93800000` -> `93800-000`. */
export function formatCep(cep: string | undefined): string {
  const d = (cep ?? '').replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : (cep ?? '');
}

/** Telefone `5190909090` -> `(51) 9090-9090`. */
export function formatFone(fone: string | undefined): string {
  const d = (fone ?? '').replace(/\D/g, '');
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  return fone ?? '';
}

/** Soma textos decimais sem ponto flutuante (BigInt em `casas` casas); vazio se nenhum valor. */
export function somaDecimal(valores: (string | undefined)[], casas: number): string | undefined {
  const presentes = valores.filter((v): v is string => v !== undefined && /^-?\d+(\.\d+)?$/.test(v));
  if (presentes.length === 0) return undefined;
  const escala = 10n ** BigInt(casas);
  let total = 0n;
  for (const v of presentes) {
    const neg = v.startsWith('-');
    const [i, f = ''] = v.replace('-', '').split('.');
    const inteiro = BigInt(i) * escala + BigInt((f + '0'.repeat(casas)).slice(0, casas) || '0');
    total += neg ? -inteiro : inteiro;
  }
  const neg = total < 0n;
  const abs = neg ? -total : total;
  const i = abs / escala;
  const f = (abs % escala).toString().padStart(casas, '0');
  return `${neg ? '-' : ''}${i}${casas > 0 ? `.${f}` : ''}`;
}

/** Texto da modalidade do frete (`modFrete`). */
export function modalidadeFrete(mod: string | undefined): string {
  const textos: Record<string, string> = {
    '0': '0-Por conta do Remetente',
    '1': '1-Por conta do Destinatário',
    '2': '2-Por conta de Terceiros',
    '3': '3-Próprio por conta do Rem.',
    '4': '4-Próprio por conta do Dest.',
    '9': '9-Sem Ocorrência de Transporte',
  };
  return mod === undefined ? '' : (textos[mod] ?? mod);
}
