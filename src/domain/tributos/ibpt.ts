/**
 * Tabela IBPT "De Olho no Imposto" (Lei 12.741/2012, Decreto 8.264/2014): leitura do CSV oficial e
 * cálculo do valor aproximado dos tributos (`vTotTrib`). Puro: recebe o texto já decodificado
 * (o arquivo oficial é windows-1252, separado por `;`, com o cabeçalho `CABECALHO_IBPT`).
 */
import { Dec, arred2, fmt2 } from './numeros.ts';

/** Colunas do arquivo oficial, na ordem. */
export const CABECALHO_IBPT = [
  'codigo',
  'ex',
  'tipo',
  'descricao',
  'nacionalfederal',
  'importadosfederal',
  'estadual',
  'municipal',
  'vigenciainicio',
  'vigenciafim',
  'chave',
  'versao',
  'fonte',
] as const;

/** Uma linha lida (percentuais como texto decimal com ponto). */
export interface LinhaIbpt {
  codigo: string;
  ex: string | null;
  tipo: 0 | 1 | 2;
  descricao: string;
  nacional_federal: string;
  importados_federal: string;
  estadual: string;
  municipal: string;
}

/** Cabeçalho da versão (igual em todas as linhas do arquivo). */
export interface VersaoIbpt {
  versao: string;
  chave: string;
  fonte: string;
  /** AAAA-MM-DD. */
  vigencia_inicio: string;
  vigencia_fim: string;
}

/** Erro de leitura com a linha (1 = cabeçalho) e a mensagem em pt-BR. */
export class ErroArquivoIbpt extends Error {
  constructor(
    public linha: number,
    mensagem: string,
  ) {
    super(linha > 0 ? `Linha ${linha}: ${mensagem}` : mensagem);
    this.name = 'ErroArquivoIbpt';
  }
}

/** Divide uma linha CSV com `;`, aspas duplas e aspas dobradas dentro de campo. */
export function camposCsv(linha: string): string[] {
  const out: string[] = [];
  let atual = '';
  let aspas = false;
  for (let i = 0; i < linha.length; i++) {
    const ch = linha[i];
    if (aspas) {
      if (ch === '"' && linha[i + 1] === '"') {
        atual += '"';
        i++;
      } else if (ch === '"') aspas = false;
      else atual += ch;
    } else if (ch === '"') aspas = true;
    else if (ch === ';') {
      out.push(atual);
      atual = '';
    } else atual += ch;
  }
  out.push(atual);
  return out;
}

/** Confere só o cabeçalho (1ª linha): lança `ErroArquivoIbpt` se não for o do arquivo oficial. */
export function conferirCabecalhoIbpt(texto: string): void {
  const primeira = texto.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const colunas = camposCsv(primeira).map((c) => c.trim().toLowerCase());
  if (colunas.length !== CABECALHO_IBPT.length || colunas.some((c, i) => c !== CABECALHO_IBPT[i]))
    throw new ErroArquivoIbpt(1, `cabeçalho diferente do arquivo oficial do IBPT (esperado: ${CABECALHO_IBPT.join(';')})`);
}

const PCT = /^\d{1,3}(\.\d{1,4})?$/;
function data(v: string, linha: number, campo: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
  if (!m) throw new ErroArquivoIbpt(linha, `${campo} inválida (${v}); use DD/MM/AAAA`);
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) throw new ErroArquivoIbpt(linha, `${campo} inválida (${v})`);
  return iso;
}

/**
 * Lê o arquivo inteiro. Todas as linhas precisam ter 13 colunas, código numérico (NCM 8, NBS 9 ou
 * LC 116 4 dígitos conforme o tipo), percentuais decimais de 0 a 100 e a mesma versão/vigência.
 * @throws ErroArquivoIbpt na primeira linha inválida (nada deve ser gravado).
 */
export function lerArquivoIbpt(texto: string): { versao: VersaoIbpt; linhas: LinhaIbpt[] } {
  conferirCabecalhoIbpt(texto);
  const brutas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  const linhas: LinhaIbpt[] = [];
  let versao: VersaoIbpt | undefined;
  for (let i = 1; i < brutas.length; i++) {
    const n = i + 1;
    if (brutas[i].trim() === '') continue;
    const c = camposCsv(brutas[i]);
    if (c.length !== CABECALHO_IBPT.length) throw new ErroArquivoIbpt(n, `${c.length} colunas; o arquivo oficial tem ${CABECALHO_IBPT.length}`);
    const tipo = Number(c[2]);
    if (!(tipo === 0 || tipo === 1 || tipo === 2) || c[2].trim() === '')
      throw new ErroArquivoIbpt(n, `tipo inválido (${c[2]}); use 0 (NCM), 1 (NBS) ou 2 (LC 116)`);
    const codigo = c[0].trim();
    const digitos = tipo === 0 ? 8 : tipo === 1 ? 9 : 4;
    if (!new RegExp(`^\\d{${digitos}}$`).test(codigo))
      throw new ErroArquivoIbpt(n, `código inválido (${c[0]}); ${['NCM', 'NBS', 'LC 116'][tipo]} tem ${digitos} dígitos`);
    const ex = c[1].trim();
    if (ex && !/^\d{1,3}$/.test(ex)) throw new ErroArquivoIbpt(n, `EX inválido (${c[1]})`);
    const pcts = [c[4], c[5], c[6], c[7]].map((v, k) => {
      const t = v.trim().replace(',', '.');
      if (!PCT.test(t) || Number(t) > 100) throw new ErroArquivoIbpt(n, `${CABECALHO_IBPT[4 + k]} inválido (${v})`);
      return t;
    });
    const v: VersaoIbpt = {
      vigencia_inicio: data(c[8], n, 'vigenciainicio'),
      vigencia_fim: data(c[9], n, 'vigenciafim'),
      chave: c[10].trim(),
      versao: c[11].trim(),
      fonte: c[12].trim(),
    };
    if (!v.versao) throw new ErroArquivoIbpt(n, 'versão vazia');
    if (v.vigencia_fim < v.vigencia_inicio) throw new ErroArquivoIbpt(n, 'fim da vigência antes do início');
    if (!versao) versao = v;
    else if (v.versao !== versao.versao || v.vigencia_inicio !== versao.vigencia_inicio || v.vigencia_fim !== versao.vigencia_fim)
      throw new ErroArquivoIbpt(n, `versão/vigência diferente da primeira linha (${v.versao} e ${versao.versao})`);
    linhas.push({
      codigo,
      ex: ex || null,
      tipo,
      descricao: c[3].trim(),
      nacional_federal: pcts[0],
      importados_federal: pcts[1],
      estadual: pcts[2],
      municipal: pcts[3],
    });
  }
  if (!versao) throw new ErroArquivoIbpt(0, 'Arquivo sem linhas de dados.');
  return { versao, linhas };
}

/** UF no nome do arquivo oficial (`TabelaIBPTaxSP26.1.E.csv`), ou undefined. */
export function ufDoNomeIbpt(nome: string): string | undefined {
  return /TabelaIBPTax([A-Z]{2})[\d.]/i.exec(nome)?.[1]?.toUpperCase();
}

/** Valores aproximados de um item (R$, 2 casas). */
export interface TributosAproximados {
  federal: string;
  estadual: string;
  municipal: string;
  total: string;
}

/**
 * Valor aproximado dos tributos de um item: valor × percentual, por esfera; federal pela coluna de
 * importados quando a origem da mercadoria é estrangeira (1, 2, 6 ou 7), senão a nacional.
 *
 * Fonte: Lei 12.741/2012 art. 1º (valor aproximado dos tributos federais, estaduais e municipais
 * que influem no preço, por item ou no total do documento) e Decreto 8.264/2014 art. 2º (cálculo
 * pelos percentuais de instituição de âmbito nacional, como o IBPT, com a fonte informada);
 * campo vTotTrib (M02 do item e W16a do total) da NT 2013.003.
 *
 * @param valor valor do item em R$ (vProd − vDesc).
 */
export function tributosAproximados(
  valor: string | number,
  origem: number,
  l: Pick<LinhaIbpt, 'nacional_federal' | 'importados_federal' | 'estadual' | 'municipal'>,
): TributosAproximados {
  const v = new Dec(valor);
  const federal = arred2(v.times([1, 2, 6, 7].includes(origem) ? l.importados_federal : l.nacional_federal).dividedBy(100));
  const estadual = arred2(v.times(l.estadual).dividedBy(100));
  const municipal = arred2(v.times(l.municipal).dividedBy(100));
  return { federal: fmt2(federal), estadual: fmt2(estadual), municipal: fmt2(municipal), total: fmt2(federal.plus(estadual).plus(municipal)) };
}

/** Texto das informações complementares (Lei 12.741/2012 art. 1º § 5º, formato usual do IBPT). */
export function textoLei12741(t: Omit<TributosAproximados, 'total'> & { total?: string }, versao: Pick<VersaoIbpt, 'fonte' | 'chave' | 'versao'>): string {
  const br = (s: string) => Number(s).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    `Trib aprox R$: ${br(t.federal)} Federal, ${br(t.estadual)} Estadual e ${br(t.municipal)} Municipal. ` +
    `Fonte: ${versao.fonte || 'IBPT'} ${versao.chave} versão ${versao.versao} (Lei 12.741/2012)`
  );
}
