/**
 * Leitura e escrita de planilhas para a importação, sem dependência nova:
 * XLSX (Office Open XML, ECMA-376 Parte 1 §18 SpreadsheetML) é um ZIP de XML — lido com o leitor
 * de ZIP do projeto (src/fiscal/zip/ler.ts) e o fast-xml-parser, escrito com o gravador de ZIP
 * do projeto (src/fiscal/zip/gravar.ts) com células de texto embutido (inlineStr). CSV (RFC 4180) com
 * separador `;` (padrão do Excel em pt-BR) ou `,`, aspas e BOM UTF-8; texto que não é UTF-8 válido é
 * lido como Windows-1252/latin1 (CSV salvo pelo Excel brasileiro).
 *
 * Uma aba lida = `{ nome, linhas }`, `linhas[i][j]` o texto da célula da linha i+1 e coluna j+1
 * ('' quando vazia). Números vêm como o Excel os guarda (ponto decimal); booleanos como 'TRUE'/'FALSE'.
 *
 * Por que não exceljs (cogitado para a importação): o pacote não está instalado no projeto (não há
 * node_modules/exceljs) e acrescentar dependência pede decisão fora desta tarefa; a importação só
 * precisa do texto das células da primeira aba e de escrever um modelo com cabeçalhos, o que este
 * arquivo faz com o leitor/gravador de ZIP e o fast-xml-parser que o projeto já usa, e o teste de
 * 10.000 linhas (tests/api/conversao.test.ts) valida e grava bem abaixo de um minuto assim.
 */
import { XMLParser } from 'fast-xml-parser';
import { lerZip } from '../../../fiscal/zip/ler.ts';
import { criarZip } from '../../../fiscal/zip/gravar.ts';

export interface Aba {
  nome: string;
  linhas: string[][];
}

/** Letra(s) da coluna de índice 0-based (0 -> A, 26 -> AA). */
export function letraColuna(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Índice 0-based de uma referência de célula ('C12' -> 2). */
function indiceColuna(ref: string): number {
  const m = /^([A-Z]+)/.exec(ref);
  if (!m) return -1;
  let n = 0;
  for (const ch of m[1]) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * Lê um arquivo de planilha pelo conteúdo (ZIP = XLSX, senão CSV).
 * @throws Error com mensagem pt-BR quando o arquivo não é XLSX nem CSV legível.
 */
export function lerPlanilha(dados: Buffer, nomeArquivo: string): Aba[] {
  if (dados.length >= 4 && dados[0] === 0x50 && dados[1] === 0x4b) return lerXlsx(dados);
  if (/\.(xls|ods)$/i.test(nomeArquivo)) throw new Error('Formato não suportado: salve a planilha como .xlsx ou .csv.');
  const nome = nomeArquivo.replace(/\.[^.]*$/, '') || 'Planilha';
  return [{ nome, linhas: lerCsv(textoDe(dados)) }];
}

function textoDe(dados: Buffer): string {
  const semBom = dados[0] === 0xef && dados[1] === 0xbb && dados[2] === 0xbf ? dados.subarray(3) : dados;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(semBom);
  } catch {
    return new TextDecoder('windows-1252').decode(semBom);
  }
}

/** CSV: separador da 1ª linha (`;` se houver, senão `,`), campos entre aspas com "" escapado. */
export function lerCsv(texto: string): string[][] {
  const primeira = texto.slice(0, texto.search(/\r?\n|$/));
  const sep = primeira.includes(';') ? ';' : primeira.includes('\t') ? '\t' : ',';
  const linhas: string[][] = [];
  let linha: string[] = [];
  let campo = '';
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const ch = texto[i];
    if (aspas) {
      if (ch === '"') {
        if (texto[i + 1] === '"') {
          campo += '"';
          i++;
        } else aspas = false;
      } else campo += ch;
    } else if (ch === '"' && campo === '') aspas = true;
    else if (ch === sep) {
      linha.push(campo);
      campo = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && texto[i + 1] === '\n') i++;
      linha.push(campo);
      linhas.push(linha);
      linha = [];
      campo = '';
    } else campo += ch;
  }
  if (campo !== '' || linha.length) {
    linha.push(campo);
    linhas.push(linha);
  }
  return linhas;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (nome) => ['sheet', 'Relationship', 'si', 'r', 'row', 'c'].includes(nome),
});

/** Texto de um nó `<t>` (string, ou objeto com #text quando tem atributos como xml:space). */
function texto(t: unknown): string {
  if (t === undefined || t === null) return '';
  if (typeof t === 'object') return String((t as Record<string, unknown>)['#text'] ?? '');
  return String(t);
}

/** Texto de um `<si>`/`<is>`: `<t>` direto ou a soma das partes formatadas `<r><t>`. */
function textoRico(si: Record<string, unknown>): string {
  if (si.t !== undefined) return texto(si.t);
  return ((si.r as Array<Record<string, unknown>>) ?? []).map((r) => texto(r.t)).join('');
}

function lerXlsx(dados: Buffer): Aba[] {
  let arquivos: Map<string, Uint8Array>;
  try {
    arquivos = new Map(lerZip(dados, { limiteBytes: 200 * 1024 * 1024 }).map((a) => [a.caminho, a.dados]));
  } catch (e) {
    throw new Error(`Planilha XLSX ilegível: ${(e as Error).message}`);
  }
  const xml = (caminho: string) => {
    const d = arquivos.get(caminho);
    return d ? parser.parse(Buffer.from(d).toString('utf8')) : null;
  };
  const wb = xml('xl/workbook.xml');
  if (!wb) throw new Error('Planilha XLSX inválida: falta xl/workbook.xml.');
  const rels = new Map<string, string>(
    ((xml('xl/_rels/workbook.xml.rels')?.Relationships?.Relationship ?? []) as Array<Record<string, string>>).map((r) => [r['@_Id'], r['@_Target']]),
  );
  const compartilhados = ((xml('xl/sharedStrings.xml')?.sst?.si ?? []) as Array<Record<string, unknown>>).map(textoRico);
  const abas: Aba[] = [];
  for (const sheet of (wb.workbook?.sheets?.sheet ?? []) as Array<Record<string, string>>) {
    const alvo = rels.get(sheet['@_r:id']) ?? '';
    const caminho = alvo.startsWith('/') ? alvo.slice(1) : `xl/${alvo}`;
    const ws = xml(caminho);
    const linhas: string[][] = [];
    for (const row of (ws?.worksheet?.sheetData?.row ?? []) as Array<Record<string, unknown>>) {
      const r = Number(row['@_r'] ?? linhas.length + 1) - 1;
      const celulas: string[] = [];
      let proxima = 0;
      for (const c of (row.c ?? []) as Array<Record<string, unknown>>) {
        const ref = String(c['@_r'] ?? '');
        const j = ref ? indiceColuna(ref) : proxima;
        proxima = j + 1;
        const t = c['@_t'];
        const v = texto(c.v);
        let valor: string;
        if (t === 's') valor = compartilhados[Number(v)] ?? '';
        else if (t === 'inlineStr') valor = textoRico((c.is ?? {}) as Record<string, unknown>);
        else if (t === 'b') valor = v === '1' ? 'TRUE' : 'FALSE';
        else valor = v;
        while (celulas.length < j) celulas.push('');
        celulas[j] = valor;
      }
      while (linhas.length < r) linhas.push([]);
      linhas[r] = celulas;
    }
    abas.push({ nome: sheet['@_name'] ?? `Planilha${abas.length + 1}`, linhas });
  }
  return abas;
}

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // caracteres de controle não são permitidos em XML 1.0
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/**
 * Um XLSX com as abas dadas (texto em inlineStr; números como número), a primeira linha de cada
 * aba em negrito (cabeçalho) e largura de coluna pelo maior texto. Abre no Excel, LibreOffice e
 * Google Planilhas.
 */
export function escreverXlsx(abas: Array<{ nome: string; linhas: Array<Array<string | number | null>> }>): Buffer {
  const folhas = abas.map((a, i) => {
    const largura = new Map<number, number>();
    const rows = a.linhas
      .map((linha, r) => {
        const cs = linha
          .map((v, j) => {
            if (v === null || v === '') return '';
            largura.set(j, Math.max(largura.get(j) ?? 8, Math.min(60, String(v).length + 2)));
            const ref = `${letraColuna(j)}${r + 1}`;
            const estilo = r === 0 ? ' s="1"' : '';
            return typeof v === 'number'
              ? `<c r="${ref}"${estilo}><v>${v}</v></c>`
              : `<c r="${ref}" t="inlineStr"${estilo}><is><t xml:space="preserve">${esc(v)}</t></is></c>`;
          })
          .join('');
        return `<row r="${r + 1}">${cs}</row>`;
      })
      .join('');
    const cols = [...largura.entries()].sort((x, y) => x[0] - y[0]).map(([j, w]) => `<col min="${j + 1}" max="${j + 1}" width="${w}" customWidth="1"/>`);
    return {
      nome: `xl/worksheets/sheet${i + 1}.xml`,
      dados: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>${cols.length ? `<cols>${cols.join('')}</cols>` : ''}<sheetData>${rows}</sheetData></worksheet>`,
    };
  });
  const ns = 'http://schemas.openxmlformats.org';
  return criarZip([
    {
      nome: '[Content_Types].xml',
      dados: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${folhas.map((f) => `<Override PartName="/${f.nome}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    },
    {
      nome: '_rels/.rels',
      dados: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      nome: 'xl/workbook.xml',
      dados: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets>${abas.map((a, i) => `<sheet name="${esc(a.nome.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    },
    {
      nome: 'xl/_rels/workbook.xml.rels',
      dados: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${ns}/package/2006/relationships">${folhas.map((_f, i) => `<Relationship Id="rId${i + 1}" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${folhas.length + 1}" Type="${ns}/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    },
    {
      nome: 'xl/styles.xml',
      dados: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${ns}/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf fontId="0"/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`,
    },
    ...folhas,
  ]);
}
