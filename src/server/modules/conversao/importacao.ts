/**
 * Interpretação de uma planilha de cadastro (SPEC §5 Validate/Converter, §8
 * "validation errors with tab and position"): colunas do modelo a partir do registro, mapeamento
 * cabeçalho -> campo, conversão dos textos das células (números pt-BR, Sim/Não, rótulos de listas,
 * máscaras), a mesma validação do CRUD genérico linha a linha (Validators + completarPessoa) e as
 * conferências no banco (referências existentes, códigos únicos já cadastrados). Nada é gravado aqui.
 *
 * Cada erro: `{ aba, linha (1-based, como no Excel), coluna ('C', ou null quando a coluna falta),
 * campo, mensagem }`.
 */
import type { EntityDef, FieldDef, Registry } from '../../../../schema/registry.ts';
import { publicFields } from '../../../../schema/registry.ts';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import type { Validators } from '../../crud/validate.ts';
import { completarPessoa } from '../../crud/pessoa.ts';
import { params, quoteIdent as q, tenantPredicate } from '../../crud/scope.ts';
import { letraColuna, type Aba } from './planilha.ts';

/** Entidades com Validate/Converter (SPEC §7). */
export const ENTIDADES_IMPORTAVEIS = ['grupo', 'produto', 'cliente', 'fornecedor'] as const;
export type EntidadeImportavel = (typeof ENTIDADES_IMPORTAVEIS)[number];

/** Campo único por empresa (índices únicos das migrações): repetido na planilha ou já cadastrado = erro. */
const UNICOS: Partial<Record<EntidadeImportavel, { campo: string; semCaixa: boolean }>> = {
  grupo: { campo: 'descricao', semCaixa: true },
  produto: { campo: 'codigo', semCaixa: false },
};

export interface ColunaModelo {
  campo: string;
  titulo: string;
  /** A coluna precisa estar na planilha e preenchida (salvo a exceção dita em `observacao`). */
  obrigatorio: boolean;
  formato: string;
  /** Exceção ou preenchimento automático (ex.: "Deduzido do CPF/CNPJ quando vazio"); null sem nada a dizer. */
  observacao: string | null;
}

export interface ErroPlanilha {
  aba: string;
  linha: number;
  coluna: string | null;
  campo: string | null;
  mensagem: string;
}

export interface RegistroPlanilha {
  linha: number;
  record: Record<string, unknown>;
  children: Record<string, Array<Record<string, unknown>>>;
  /** Municípios escritos por nome (campo -> texto), resolvidos para o código IBGE em {@link conferirNoBanco}. */
  cidades?: Record<string, string>;
}

export interface Interpretacao {
  aba: string;
  colunas: Array<{ coluna: string; cabecalho: string; campo: string | null; titulo: string | null }>;
  registros: RegistroPlanilha[];
  erros: ErroPlanilha[];
}

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function formatoDe(f: FieldDef): string {
  if (f.enum) {
    const rot = f['x-enumLabels'] as Record<string, string> | undefined;
    return f.enum.map((v) => (rot?.[String(v)] ? `${v} = ${rot[String(v)]}` : String(v))).join('; ');
  }
  if (f.type === 'boolean') return 'Sim ou Não';
  if (f.type === 'integer') return 'Número inteiro';
  if (f.type === 'number') return 'Número (ex.: 1.234,56)';
  if (f.format === 'date') return 'Data (dd/mm/aaaa)';
  return f.maxLength ? `Texto (até ${f.maxLength} caracteres)` : 'Texto';
}

/** Formato aceito numa coluna de município (x-ref cidade). */
const FORMATO_MUNICIPIO = 'Nome com a UF ("Campinas/SP" ou "Campinas - SP"), ou o nome aqui e a UF na coluna UF, ou o código IBGE (7 dígitos)';

/**
 * Pessoa (cliente, fornecedor) cujo CPF/CNPJ é exigido pela validação (conferirDocumentoPessoa em
 * crud/pessoa.ts) embora não esteja em `required`: tipo de pessoa deduzido do documento e
 * documento estrangeiro como alternativa.
 */
function exigeDocumentoPessoa(e: EntityDef): boolean {
  const p = e.properties;
  return !!p.cpf_cnpj && !!p.id_estrangeiro && (p.tipo_pessoa?.['x-derivedFrom'] ?? []).includes('cpf_cnpj') && !e.required.includes('cpf_cnpj');
}

/**
 * Colunas do modelo: os campos que o usuário grava (sem chave, empresa, somente leitura ou ocultos),
 * com o que a validação de fato exige: os `required` sem padrão, o CPF/CNPJ das
 * pessoas (estrangeiro: o documento estrangeiro no lugar) e, como observação, o que o servidor
 * deduz quando a coluna falta (tipo de pessoa, indicador de IE) e o formato do município.
 */
export function colunasDoModelo(e: EntityDef): ColunaModelo[] {
  const documento = exigeDocumentoPessoa(e);
  const titulo = (campo: string) => e.properties[campo]?.title ?? campo;
  return publicFields(e)
    .filter(([n, f]) => n !== e.key && !f.readOnly && !f['x-tenant'] && !f.writeOnly && f.format !== 'senha')
    .map(([campo, f]) => {
      const derivado = f['x-derivedFrom'] as string[] | undefined;
      let observacao: string | null = null;
      if (documento && campo === 'cpf_cnpj') observacao = `Estrangeiro: deixe vazio e preencha ${titulo('id_estrangeiro')}`;
      else if (derivado?.length) observacao = `Deduzido de ${derivado.map(titulo).join(' / ')} quando vazio`;
      return {
        campo,
        titulo: titulo(campo),
        obrigatorio: (e.required.includes(campo) && f.default === undefined && !derivado) || (documento && campo === 'cpf_cnpj'),
        formato: f['x-ref'] === 'cidade' ? FORMATO_MUNICIPIO : formatoDe(f),
        observacao,
      };
    });
}

/** Texto de célula -> valor do tipo do campo; `{erro}` quando não converte. */
function converter(f: FieldDef, bruto: string): { valor: unknown } | { erro: string } {
  const t = bruto.trim();
  const rot = f['x-enumLabels'] as Record<string, string> | undefined;
  if (f.enum && rot) {
    const porRotulo = Object.entries(rot).find(([, r]) => normal(r) === normal(t));
    const prefixo = /^([0-9A-Za-z]+)\s*[-–=]\s*/.exec(t)?.[1];
    const chave = porRotulo?.[0] ?? (prefixo && f.enum.map(String).includes(prefixo) ? prefixo : t);
    if (f.type === 'integer') return /^-?\d+$/.test(chave) ? { valor: Number(chave) } : { erro: `Valor inválido; use: ${formatoDe(f)}` };
    return { valor: chave };
  }
  if (f.type === 'boolean') {
    const n = normal(t);
    if (['sim', 's', 'true', 'verdadeiro', '1', 'x', 'yes'].includes(n)) return { valor: true };
    if (['nao', 'n', 'false', 'falso', '0', 'no'].includes(n)) return { valor: false };
    return { erro: 'Use Sim ou Não' };
  }
  if (f.type === 'integer' || f.type === 'number') {
    // pt-BR "1.234,56" ou o número do Excel "1234.56"
    const s = t.replace(/\s|R\$|%/g, '');
    const num = /,/.test(s) ? Number(s.replace(/\./g, '').replace(',', '.')) : Number(s);
    if (!Number.isFinite(num) || s === '') return { erro: f.type === 'integer' ? 'Número inteiro inválido' : 'Número inválido' };
    if (f.type === 'integer' && !Number.isInteger(num)) return { erro: 'Número inteiro inválido' };
    // o Excel grava binário (11.12 pode vir 11.119999999999999): arredonda só o ruído abaixo da escala
    const escala = (f['x-decimal'] as [number, number] | undefined)?.[1];
    if (escala !== undefined) {
      const arred = Number(num.toFixed(escala));
      if (Math.abs(arred - num) < 1e-9 * Math.max(1, Math.abs(num))) return { valor: arred };
    }
    return { valor: num };
  }
  if (f.format === 'date') {
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
    if (br) return { valor: `${br[3]}-${br[2]}-${br[1]}` };
    if (/^\d{5}(\.0+)?$/.test(t)) return { valor: new Date(Date.UTC(1899, 11, 30) + Number(t) * 86_400_000).toISOString().slice(0, 10) };
    return { valor: t };
  }
  // máscaras (NCM 1234.56.78, CEP 01001-000, CPF/CNPJ) ficam só com os dígitos/letras
  if (f['x-mask'] || f.format === 'cpf-cnpj' || f.format === 'cep') return { valor: t.replace(/[.\-/\s()]/g, '') };
  return { valor: t };
}

/**
 * Lê a primeira aba com dados: cabeçalho (1ª linha não vazia) -> campos, e cada linha seguinte ->
 * registro validado. `mapeamento` (cabeçalho -> campo, '' = ignorar) tem precedência sobre o
 * reconhecimento automático pelo título ou nome do campo.
 */
export function interpretar(
  validators: Validators,
  e: EntityDef,
  entidade: EntidadeImportavel,
  abas: Aba[],
  mapeamento: Record<string, string> = {},
): Interpretacao {
  const aba = abas.find((a) => a.linhas.some((l) => l.some((c) => c.trim() !== ''))) ?? abas[0];
  const nomeAba = aba?.nome ?? 'Planilha';
  const erros: ErroPlanilha[] = [];
  const erro = (linha: number, coluna: string | null, campo: string | null, mensagem: string) => erros.push({ aba: nomeAba, linha, coluna, campo, mensagem });
  const linhas = aba?.linhas ?? [];
  const h = linhas.findIndex((l) => l.some((c) => c.trim() !== ''));
  if (h < 0) throw new ApiError(400, 'A planilha está vazia.', { arquivo: ['Nenhuma linha com dados'] });
  const modelo = colunasDoModelo(e);
  const porNome = new Map<string, ColunaModelo>();
  for (const c of modelo) {
    porNome.set(normal(c.titulo), c);
    porNome.set(normal(c.campo), c);
  }
  const mapNorm = new Map(Object.entries(mapeamento).map(([k, v]) => [normal(k), v]));
  const colunas: Interpretacao['colunas'] = [];
  const campoDaColuna = new Map<number, ColunaModelo>();
  const colunaDoCampo = new Map<string, number>();
  linhas[h].forEach((cab, j) => {
    if (cab.trim() === '') return;
    const escolhido = mapNorm.get(normal(cab));
    const c = escolhido !== undefined ? modelo.find((m) => m.campo === escolhido) : porNome.get(normal(cab));
    if (escolhido && !c) erro(h + 1, letraColuna(j), null, `Campo '${escolhido}' do mapeamento não existe`);
    if (c && colunaDoCampo.has(c.campo)) {
      erro(h + 1, letraColuna(j), c.campo, `Coluna repetida: ${c.titulo} já está na coluna ${letraColuna(colunaDoCampo.get(c.campo)!)}`);
      colunas.push({ coluna: letraColuna(j), cabecalho: cab, campo: null, titulo: null });
      return;
    }
    if (c) {
      campoDaColuna.set(j, c);
      colunaDoCampo.set(c.campo, j);
    }
    colunas.push({ coluna: letraColuna(j), cabecalho: cab, campo: c?.campo ?? null, titulo: c?.titulo ?? null });
  });
  for (const c of modelo) if (c.obrigatorio && !colunaDoCampo.has(c.campo)) erro(h + 1, null, c.campo, `Coluna obrigatória ausente: ${c.titulo}`);
  const letra = (campo: string) => (colunaDoCampo.has(campo) ? letraColuna(colunaDoCampo.get(campo)!) : null);
  const unico = UNICOS[entidade];
  const vistos = new Map<string, number>();
  const registros: RegistroPlanilha[] = [];
  for (let i = h + 1; i < linhas.length; i++) {
    const l = linhas[i] ?? [];
    if (!l.some((c) => c.trim() !== '')) continue;
    const body: Record<string, unknown> = {};
    const cidades: Record<string, string> = {};
    let valido = true;
    for (const [j, c] of campoDaColuna) {
      const bruto = l[j] ?? '';
      if (bruto.trim() === '') continue;
      // município por nome ("Campinas/SP"): resolvido no banco (conferirNoBanco), não aqui
      if (e.properties[c.campo]['x-ref'] === 'cidade' && !/^\d+(\.0+)?$/.test(bruto.trim())) {
        cidades[c.campo] = bruto.trim();
        continue;
      }
      const v = converter(e.properties[c.campo], bruto);
      if ('erro' in v) {
        erro(i + 1, letraColuna(j), c.campo, `${c.titulo}: ${v.erro}`);
        valido = false;
      } else body[c.campo] = v.valor;
    }
    try {
      completarPessoa(e, 'create', body);
      const { record, children } = validators.validate(e, 'create', body);
      if (unico && typeof record[unico.campo] === 'string') {
        const k = unico.semCaixa ? (record[unico.campo] as string).toLowerCase() : (record[unico.campo] as string);
        const antes = vistos.get(k);
        if (antes !== undefined) {
          erro(i + 1, letra(unico.campo), unico.campo, `${e.properties[unico.campo].title}: repetido na linha ${antes}`);
          valido = false;
        } else vistos.set(k, i + 1);
      }
      if (valido) registros.push({ linha: i + 1, record, children, ...(Object.keys(cidades).length ? { cidades } : {}) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const campos = Object.entries(err.fields);
      if (!campos.length) erro(i + 1, null, null, err.message);
      for (const [campo, msgs] of campos) {
        const titulo = e.properties[campo]?.title ?? campo;
        for (const m of msgs) erro(i + 1, letra(campo), e.properties[campo] ? campo : null, `${titulo}: ${m}`);
      }
    }
  }
  return { aba: nomeAba, colunas, registros, erros };
}

/**
 * Conferências que dependem do banco, sem gravar: referências (NCM, CFOP, cidade, grupo...)
 * existentes e visíveis, e códigos únicos já cadastrados na empresa. Acrescenta a `r.erros` e tira
 * de `r.registros` as linhas com erro.
 */
export async function conferirNoBanco(
  c: Client,
  registry: Registry,
  e: EntityDef,
  entidade: EntidadeImportavel,
  ctx: TenantContext,
  r: Interpretacao,
): Promise<void> {
  const colunaDo = new Map(r.colunas.filter((x) => x.campo).map((x) => [x.campo!, x.coluna]));
  const ruins = new Set<number>();
  const erro = (linha: number, campo: string, mensagem: string) => {
    r.erros.push({ aba: r.aba, linha, coluna: colunaDo.get(campo) ?? null, campo, mensagem });
    ruins.add(linha);
  };
  await resolverMunicipios(c, e, r, erro);
  for (const [campo, f] of Object.entries(e.properties)) {
    if (!f['x-ref'] || f['x-tenant']) continue;
    const valores = [...new Set(r.registros.map((x) => x.record[campo]).filter((v) => v !== undefined && v !== null && v !== ''))];
    if (!valores.length) continue;
    const ref = registry.get(f['x-ref']);
    const p = params([valores.map(String)]);
    const { rows } = await c.query(
      `SELECT t.${q(ref.key)}::text AS k FROM ${q(ref.erp.table)} t WHERE t.${q(ref.key)}::text = ANY($1::text[]) AND ${tenantPredicate(registry, ref, ctx, p.bind)}`,
      p.list,
    );
    const existem = new Set(rows.map((x) => x.k as string));
    for (const x of r.registros) {
      const v = x.record[campo];
      if (v !== undefined && v !== null && v !== '' && !existem.has(String(v)))
        erro(x.linha, campo, `${f.title ?? campo}: ${ref.title} ${String(v)} não encontrado(a)`);
    }
  }
  const unico = UNICOS[entidade];
  if (unico) {
    const valores = r.registros.map((x) => x.record[unico.campo]).filter((v): v is string => typeof v === 'string');
    if (valores.length) {
      const expr = unico.semCaixa ? `lower(t.${q(unico.campo)})` : `t.${q(unico.campo)}`;
      const p = params([valores.map((v) => (unico.semCaixa ? v.toLowerCase() : v))]);
      const { rows } = await c.query(
        `SELECT ${expr} AS k FROM ${q(e.erp.table)} t WHERE ${expr} = ANY($1::text[]) AND ${tenantPredicate(registry, e, ctx, p.bind)}`,
        p.list,
      );
      const existem = new Set(rows.map((x) => x.k as string));
      for (const x of r.registros) {
        const v = x.record[unico.campo];
        if (typeof v === 'string' && existem.has(unico.semCaixa ? v.toLowerCase() : v))
          erro(x.linha, unico.campo, `${e.properties[unico.campo].title}: ${v} já está cadastrado`);
      }
    }
  }
  r.registros = r.registros.filter((x) => !ruins.has(x.linha));
  r.erros.sort((a, b) => a.linha - b.linha || (a.coluna ?? '').localeCompare(b.coluna ?? ''));
}

/** Siglas das UFs (IBGE), para separar "Campinas/SP" em nome e UF. */
const UFS = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

/**
 * Separa "Campinas/SP", "Campinas - SP", "Campinas (SP)" ou "Campinas, SP" em nome e UF; sem UF
 * reconhecível no fim, o texto inteiro é o nome ("Embu-Guaçu" continua um nome só).
 */
export function separarMunicipioUf(texto: string): { nome: string; uf: string | null } {
  const m = /^(.*?)\s*[/\-–,(]\s*([A-Za-z]{2})\)?\s*$/.exec(texto.trim());
  if (m && m[1].trim() && UFS.has(m[2].toUpperCase())) return { nome: m[1].trim(), uf: m[2].toUpperCase() };
  return { nome: texto.trim(), uf: null };
}

/**
 * Municípios escritos por nome (`RegistroPlanilha.cidades`) -> código IBGE no registro, pelo nome
 * sem acentos/caixa e a UF (do próprio texto ou da coluna UF da linha; a UF vazia é preenchida
 * com a do município). Erro por linha quando não há município com esse nome (na UF), quando o nome
 * existe em mais de uma UF e nenhuma foi dada, ou quando a UF do texto difere da coluna UF.
 */
async function resolverMunicipios(c: Client, e: EntityDef, r: Interpretacao, erro: (linha: number, campo: string, mensagem: string) => void): Promise<void> {
  const pendentes = r.registros.filter((x) => x.cidades);
  if (!pendentes.length) return;
  const { rows } = await c.query('SELECT id, nome, uf FROM cidade');
  const porNome = new Map<string, Array<{ id: number; uf: string }>>();
  for (const m of rows) {
    const k = normal(m.nome);
    const lista = porNome.get(k) ?? [];
    lista.push({ id: Number(m.id), uf: m.uf });
    porNome.set(k, lista);
  }
  const campoUf = Object.entries(e.properties).find(([, f]) => f['x-ref'] === 'uf')?.[0];
  for (const x of pendentes) {
    for (const [campo, texto] of Object.entries(x.cidades!)) {
      const titulo = e.properties[campo]?.title ?? campo;
      // o texto inteiro primeiro: um nome que termina em sigla de UF continua achável
      const inteiro = porNome.get(normal(texto));
      const sep = inteiro ? { nome: texto, uf: null } : separarMunicipioUf(texto);
      const ufLinha = campoUf && typeof x.record[campoUf] === 'string' && x.record[campoUf] ? String(x.record[campoUf]).toUpperCase() : null;
      if (sep.uf && ufLinha && sep.uf !== ufLinha) {
        erro(x.linha, campo, `${titulo}: "${texto}" é de ${sep.uf}, mas a coluna UF diz ${ufLinha}`);
        continue;
      }
      const uf = sep.uf ?? ufLinha;
      const candidatos = (inteiro ?? porNome.get(normal(sep.nome)) ?? []).filter((m) => !uf || m.uf === uf);
      if (!candidatos.length) {
        erro(x.linha, campo, `${titulo}: "${texto}" não encontrado${uf ? ` em ${uf}` : ''}; use o nome do IBGE com a UF (ex.: Campinas/SP) ou o código IBGE`);
        continue;
      }
      if (candidatos.length > 1) {
        const ufs = [...new Set(candidatos.map((m) => m.uf))].sort().join(', ');
        erro(x.linha, campo, `${titulo}: "${texto}" existe em mais de uma UF (${ufs}); informe a UF (ex.: ${sep.nome}/${candidatos[0].uf})`);
        continue;
      }
      x.record[campo] = candidatos[0].id;
      if (campoUf && !ufLinha) x.record[campoUf] = candidatos[0].uf;
    }
    delete x.cidades;
  }
}
