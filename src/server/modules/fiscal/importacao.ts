/**
 * NF-e de importação (tpNF 0, CFOP 3xxx): as Declarações de Importação do item
 * (grupo I18 `DI` com as adições `adi`, leiaute 4.00 / PL_010d, `leiauteNFe_v4.00.xsd`), guardadas
 * em `faturamento_item.di` como JSON com as tags do leiaute:
 * `[{ nDI, dDI, xLocDesemb, UFDesemb, dDesemb, tpViaTransp, vAFRMM?, tpIntermedio, CNPJ?|CPF?,
 *    UFTerceiro?, cExportador, adi: [{ nAdicao?, nSeqAdic, cFabricante, vDescDI?, nDraw? }] }]`.
 * Regras (XSD e MOC 7.0, Anexo I, grupo I18): 1 a 100 DI por item, 1 a 999 adições por DI; nDI até 15
 * caracteres; datas AAAA-MM-DD; UFDesemb sigla de UF; tpViaTransp 1 a 13 (1 marítima, 2 fluvial,
 * 3 lacustre, 4 aérea, 5 postal, 6 ferroviária, 7 rodoviária, 8 conduto, 9 meios próprios, 10
 * entrada/saída ficta, 11 courier, 12 em mãos, 13 por reboque); vAFRMM obrigatório na via marítima;
 * tpIntermedio 1 por conta própria, 2 por conta e ordem, 3 encomenda — em 2 e 3, CNPJ (ou CPF) e
 * UFTerceiro do adquirente/encomendante; cExportador e cFabricante de 1 a 60 caracteres; nSeqAdic
 * 1 a 99999; nAdicao 1 a 999; nDraw até 20.
 * Item com CFOP 3xxx sem DI numa nota normal (finNFe 1): 400 `Item[i].di`.
 */
import { ValidationError } from '../../http/envelope.ts';
import { SIGLAS_UF } from '../../../domain/uf.ts';
import type { DI } from '../../../fiscal/nfe/index.ts';

type Linha = Record<string, unknown>;

const texto = (v: unknown, max: number) => typeof v === 'string' && v.trim().length >= 1 && v.trim().length <= max;
const data = (v: unknown) => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v);
const inteiro = (v: unknown, min: number, max: number) => Number.isInteger(Number(v)) && v !== '' && v !== null && Number(v) >= min && Number(v) <= max;
const valor = (v: unknown) => v !== '' && v !== null && Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) < 1e13;
const presente = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Problema (pt-BR) de uma lista de DI já lida do JSON, ou null quando confere. */
export function problemaDasDI(lista: unknown): string | null {
  if (!Array.isArray(lista) || lista.length === 0) return 'Informe ao menos uma declaração de importação (DI)';
  if (lista.length > 100) return 'No máximo 100 declarações de importação por item';
  for (const [n, d] of (lista as Linha[]).entries()) {
    const p = `DI ${n + 1}: `;
    if (!d || typeof d !== 'object') return `${p}formato inválido`;
    if (!texto(d.nDI, 15)) return `${p}informe o número (nDI, até 15 caracteres)`;
    if (!data(d.dDI)) return `${p}informe a data de registro (dDI, AAAA-MM-DD)`;
    if (!texto(d.xLocDesemb, 60)) return `${p}informe o local do desembaraço (xLocDesemb)`;
    if (!SIGLAS_UF.includes(String(d.UFDesemb))) return `${p}informe a UF do desembaraço (UFDesemb)`;
    if (!data(d.dDesemb)) return `${p}informe a data do desembaraço (dDesemb, AAAA-MM-DD)`;
    if (!inteiro(d.tpViaTransp, 1, 13)) return `${p}informe a via de transporte (tpViaTransp, 1 a 13)`;
    if (Number(d.tpViaTransp) === 1 && !valor(d.vAFRMM)) return `${p}na via marítima informe o AFRMM (vAFRMM)`;
    if (presente(d.vAFRMM) && !valor(d.vAFRMM)) return `${p}vAFRMM inválido`;
    if (!inteiro(d.tpIntermedio, 1, 3)) return `${p}informe a forma de importação (tpIntermedio: 1 própria, 2 por conta e ordem, 3 encomenda)`;
    if (Number(d.tpIntermedio) !== 1) {
      if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(String(d.CNPJ ?? '')) && !/^\d{11}$/.test(String(d.CPF ?? '')))
        return `${p}informe o CNPJ ou CPF do adquirente ou encomendante`;
      if (!SIGLAS_UF.includes(String(d.UFTerceiro))) return `${p}informe a UF do adquirente ou encomendante (UFTerceiro)`;
    }
    if (!texto(d.cExportador, 60)) return `${p}informe o código do exportador (cExportador)`;
    if (!Array.isArray(d.adi) || d.adi.length === 0 || d.adi.length > 999) return `${p}informe de 1 a 999 adições (adi)`;
    for (const [k, a] of (d.adi as Linha[]).entries()) {
      const q = `${p}adição ${k + 1}: `;
      if (!a || typeof a !== 'object') return `${q}formato inválido`;
      if (presente(a.nAdicao) && !inteiro(a.nAdicao, 1, 999)) return `${q}número da adição (nAdicao) de 1 a 999`;
      if (!inteiro(a.nSeqAdic, 1, 99999)) return `${q}informe o número sequencial do item (nSeqAdic)`;
      if (!texto(a.cFabricante, 60)) return `${q}informe o código do fabricante (cFabricante)`;
      if (presente(a.vDescDI) && !valor(a.vDescDI)) return `${q}desconto (vDescDI) inválido`;
      if (presente(a.nDraw) && !texto(a.nDraw, 20)) return `${q}ato concessório de drawback (nDraw) até 20 caracteres`;
    }
  }
  return null;
}

/**
 * Confere as DI dos itens calculados (CFOP final já com o dígito do destino): numa nota normal
 * (`exigir`: finNFe 1) com CFOP 3xxx a DI é obrigatória (devolução ou complemento de operação com o
 * exterior não importa mercadoria); em qualquer item, a DI enviada precisa conferir (a lista vazia
 * `[]` num item que não importa vale como nenhuma DI).
 * @throws ValidationError `Item[i].di`.
 */
export function conferirImportacao(itens: Linha[], exigir = true): void {
  const erros: Record<string, string[]> = {};
  let primeira = '';
  itens.forEach((i, n) => {
    const importa = exigir && String(i.cfop ?? '').startsWith('3');
    if (!presente(i.di) && !importa) return;
    let lista: unknown;
    try {
      lista = presente(i.di) ? JSON.parse(String(i.di)) : [];
    } catch {
      lista = null;
    }
    if (!importa && Array.isArray(lista) && lista.length === 0) return; // "[]" num item sem importação: nenhuma DI
    const p = lista === null ? 'Declarações de importação: JSON inválido' : problemaDasDI(lista);
    if (p) {
      erros[`Item[${n}].di`] = [p];
      primeira ||= `Item ${n + 1}: ${p}.`;
    }
  });
  if (Object.keys(erros).length) throw new ValidationError(erros, primeira);
}

/** Grupo `DI` do XML a partir do JSON gravado (valores formatados pelo leiaute). */
export function diDoItem(json: string): DI[] {
  const s = (v: unknown) => (presente(v) ? String(v).trim() : undefined);
  const v2 = (v: unknown) => (presente(v) ? Number(v).toFixed(2) : undefined);
  return (JSON.parse(json) as Linha[]).map((d) => ({
    nDI: s(d.nDI)!,
    dDI: s(d.dDI)!,
    xLocDesemb: s(d.xLocDesemb)!,
    UFDesemb: s(d.UFDesemb)!,
    dDesemb: s(d.dDesemb)!,
    tpViaTransp: String(Number(d.tpViaTransp)),
    vAFRMM: v2(d.vAFRMM),
    tpIntermedio: String(Number(d.tpIntermedio)),
    CNPJ: Number(d.tpIntermedio) !== 1 ? s(d.CNPJ) : undefined,
    CPF: Number(d.tpIntermedio) !== 1 && !presente(d.CNPJ) ? s(d.CPF) : undefined,
    UFTerceiro: Number(d.tpIntermedio) !== 1 ? s(d.UFTerceiro) : undefined,
    cExportador: s(d.cExportador)!,
    adi: (d.adi as Linha[]).map((a) => ({
      nAdicao: presente(a.nAdicao) ? String(Number(a.nAdicao)) : undefined,
      nSeqAdic: String(Number(a.nSeqAdic)),
      cFabricante: s(a.cFabricante)!,
      // TDec_1302Opc: zero não é aceito, então desconto zero é omitido
      vDescDI: Number(a.vDescDI) > 0 ? v2(a.vDescDI) : undefined,
      nDraw: s(a.nDraw),
    })),
  }));
}
