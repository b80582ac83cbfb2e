/**
 * Tradução das mensagens de validação XSD do libxml2 (inglês) para o pt-BR da SPEC §5:
 *
 *  - erros de valor (facetas pattern/enumeration/length/min/max/digits, tipo atômico/união):
 *    `"{tag} - '{valor}' é inválido"` (via {@link mensagemElementoInvalido} do domínio);
 *  - erros de modelo de conteúdo ("This element is not expected", "Missing child element(s)"):
 *    `"O elemento '{pai}' tem um elemento filho '{filho}' inválido ou incompleto. Os elementos
 *    possíveis são: A, B"`.
 *
 * Regra para pai/filho nos erros de conteúdo: o libxml2 sempre nomeia UM elemento na mensagem
 * (`Element '{ns}Y': ...`). Esse elemento é o *filho* Y; o *pai* X é o elemento que o contém.
 *  - "not expected": Y está fora de ordem ou sobrando dentro de X; a lista "possíveis" é o que X
 *    aceitaria naquela posição;
 *  - "Missing child element(s)": Y está incompleto; a lista é o que faltou dentro de Y.
 * O pai não aparece no texto do libxml2: quem chama informa `contexto.pai` (o validador do pacote
 * obtém o pai pelo XPath que o libxml2 devolve junto ao erro, ou, na falta dele, pela linha).
 *
 * Namespaces (`{http://www.portalfiscal.inf.br/nfe}CFOP`) são removidos dos nomes.
 */
import { mensagemElementoInvalido } from '../../domain/mensagens.ts';

/** Resultado de {@link traduzirErroSchema}. */
export interface ErroTraduzido {
  /** Frase em pt-BR (SPEC §5). */
  mensagem: string;
  /** Nome local da tag (ou do atributo) envolvido, sem namespace. */
  tag?: string;
  /** Valor rejeitado, quando conhecido. */
  valor?: string;
}

/** Informações que o texto do libxml2 não traz e o chamador pode conhecer. */
export interface ContextoTraducao {
  /** Nome local do elemento pai do elemento citado na mensagem. */
  pai?: string;
  /** Conteúdo do elemento/atributo citado (usado quando a mensagem não mostra o valor). */
  valor?: string;
}

/** Remove `{namespace}` dos nomes qualificados do libxml2; `##other{ns}*` vira `*`. */
export function semNamespace(nome: string): string {
  return nome
    .replace(/##other\{[^}]*\}\*/g, '*')
    .replace(/\{[^}]*\}/g, '')
    .trim();
}

/** Lista de "Expected is ( a, b )" / "Expected is one of ( a, b )" sem namespaces e sem repetições. */
function listaEsperados(msg: string): string[] | undefined {
  const m = /Expected is (?:one of )?\(\s*([\s\S]*?)\s*\)\.?\s*$/.exec(msg);
  if (!m) return undefined;
  const itens = m[1]
    .split(',')
    .map((s) => semNamespace(s))
    .filter((s) => s !== '');
  return [...new Set(itens)];
}

/** Mensagem do modelo de conteúdo (SPEC §5, segunda forma). */
function mensagemConteudo(pai: string | undefined, filho: string, possiveis: string[] | undefined): string {
  const inicio = pai ? `O elemento '${pai}' tem um elemento filho '${filho}'` : `O elemento filho '${filho}' é`;
  const fim = possiveis && possiveis.length > 0 ? ` Os elementos possíveis são: ${possiveis.join(', ')}` : ' Nenhum elemento é esperado nesta posição.';
  return `${inicio} inválido ou incompleto.${fim}`;
}

// "Element '{ns}X'" ou "Element '{ns}X', attribute 'a'" no início da mensagem.
const RE_CABECALHO = /^Element '([^']+)'(?:, attribute '([^']+)')?:\s*([\s\S]*)$/;

/**
 * Traduz uma mensagem de erro de schema do libxml2 para pt-BR (SPEC §5).
 *
 * @param msg      texto original do libxml2 (com ou sem `\n` final).
 * @param contexto pai e valor, quando conhecidos (ver a regra no cabeçalho do módulo).
 * @returns `{ mensagem, tag?, valor? }`. Nunca lança: mensagens desconhecidas viram
 *          "Erro de schema: {original}" (com a tag, quando identificável).
 */
export function traduzirErroSchema(msg: string, contexto: ContextoTraducao = {}): ErroTraduzido {
  const texto = msg.replace(/\s+$/, '');
  const cab = RE_CABECALHO.exec(texto);
  if (!cab) return traduzirErroParser(texto);

  const elemento = semNamespace(cab[1]);
  const atributo = cab[2] ? semNamespace(cab[2]) : undefined;
  const tag = atributo ?? elemento;
  const resto = cab[3];
  let m: RegExpExecArray | null;

  // ---- modelo de conteúdo ----
  if (/^This element is not expected\./.test(resto)) {
    return { mensagem: mensagemConteudo(contexto.pai, elemento, listaEsperados(resto)), tag: elemento };
  }
  if (/^Missing child element\(s\)\./.test(resto)) {
    return { mensagem: mensagemConteudo(contexto.pai, elemento, listaEsperados(resto)), tag: elemento };
  }

  // ---- facetas com o valor no texto ----
  // [facet 'pattern'] The value 'x' is not accepted by the pattern '...'.
  // [facet 'enumeration'] The value 'x' is not an element of the set {...}.
  // [facet 'minInclusive'] The value 'x' is less than the minimum value allowed ('1').
  // [facet 'totalDigits'] The value 'x' has more digits than are allowed ('3').
  if ((m = /^\[facet '[^']+'\] The value '([\s\S]*?)' (?:is|has) /.exec(resto))) {
    return { mensagem: mensagemElementoInvalido(tag, m[1]), tag, valor: m[1] };
  }
  // [facet 'length'|'minLength'|'maxLength'] The value has a length of 'n'; ...
  if (
    (m =
      /^\[facet '(length|minLength|maxLength)'\] The value has a length of '(\d+)'; this (?:underruns|exceeds|differs from) the allowed (?:minimum |maximum )?length of '(\d+)'/.exec(
        resto,
      ))
  ) {
    if (contexto.valor !== undefined) {
      return { mensagem: mensagemElementoInvalido(tag, contexto.valor), tag, valor: contexto.valor };
    }
    const limite = m[1] === 'minLength' ? 'mínimo' : m[1] === 'maxLength' ? 'máximo' : 'exigido';
    return { mensagem: `${tag} - tamanho ${m[2]} é inválido (${limite}: ${m[3]})`, tag };
  }
  // 'x' is not a valid value of the atomic type '...' / of the union type / of the list type
  if ((m = /^'([\s\S]*?)' is not a valid value of the (?:local )?(?:atomic|union|list) type/.exec(resto))) {
    return { mensagem: mensagemElementoInvalido(tag, m[1]), tag, valor: m[1] };
  }
  // [facet ...] sem valor no texto (outras facetas)
  if (/^\[facet '[^']+'\]/.test(resto)) {
    const valor = contexto.valor ?? '';
    return { mensagem: mensagemElementoInvalido(tag, valor), tag, valor };
  }

  // ---- atributos e conteúdo ----
  if ((m = /^The attribute '([^']+)' is required but missing/.exec(resto))) {
    const a = semNamespace(m[1]);
    return { mensagem: `O atributo '${a}' é obrigatório no elemento '${elemento}'`, tag: a };
  }
  if (/^The attribute '[^']+' is not allowed/.test(resto)) {
    return { mensagem: `O atributo '${tag}' não é permitido no elemento '${elemento}'`, tag };
  }
  if (/^No matching global declaration available for the validation root/.test(resto)) {
    return {
      mensagem: `O elemento raiz '${elemento}' não é declarado por este schema (verifique o tipo de documento e o namespace)`,
      tag: elemento,
    };
  }
  if (/^Character content other than whitespace is not allowed/.test(resto)) {
    return { mensagem: `O elemento '${elemento}' não pode conter texto, apenas elementos filhos`, tag: elemento };
  }
  if (/^Element content is not allowed, because the content type is a simple type/.test(resto)) {
    return { mensagem: `O elemento '${elemento}' não pode conter elementos filhos`, tag: elemento };
  }
  if (/^Element content is not allowed, because the type definition is simple/.test(resto)) {
    return { mensagem: `O elemento '${elemento}' não pode conter elementos filhos`, tag: elemento };
  }
  if (/^The value '[\s\S]*?' is not valid|is not a valid value/.test(resto)) {
    const v = /'([\s\S]*?)'/.exec(resto)?.[1] ?? contexto.valor ?? '';
    return { mensagem: mensagemElementoInvalido(tag, v), tag, valor: v };
  }
  if (/Duplicate key-sequence|not unique|No match found for key-sequence/.test(resto)) {
    return { mensagem: `${tag} - valor duplicado ou sem correspondência (${resto})`, tag };
  }
  return { mensagem: `Erro de schema em '${tag}': ${resto}`, tag };
}

/** Erros de XML mal formado (o parser falha antes da validação). */
function traduzirErroParser(texto: string): ErroTraduzido {
  let m: RegExpExecArray | null;
  if ((m = /^Opening and ending tag mismatch: (\S+) line (\d+) and (\S+)/.exec(texto))) {
    return {
      mensagem: `XML mal formado: a tag '${m[1]}' aberta na linha ${m[2]} é fechada por '${m[3]}'`,
      tag: m[1],
    };
  }
  if (/^Start tag expected|^Document is empty/.test(texto)) {
    return { mensagem: 'XML mal formado: documento vazio ou sem elemento raiz' };
  }
  if ((m = /^Premature end of data in tag (\S+)/.exec(texto))) {
    return { mensagem: `XML mal formado: fim inesperado dentro da tag '${m[1]}'`, tag: m[1] };
  }
  if (/^Extra content at the end of the document/.test(texto)) {
    return { mensagem: 'XML mal formado: conteúdo extra após o elemento raiz' };
  }
  return { mensagem: `XML mal formado: ${texto}` };
}
