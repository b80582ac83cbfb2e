/**
 * Leitura posicional mínima de XML sobre o TEXTO original, sem reserializar: a assinatura é
 * inserida por emenda de texto para que nenhum byte do documento mude (MOC 7.0 §4: qualquer
 * alteração após assinar gera a rejeição 297 "Assinatura difere do calculado").
 *
 * Reconhece declarações/instruções `<?...?>`, comentários, CDATA, `<!DOCTYPE>` e atributos entre
 * aspas simples ou duplas. Não valida o XML (quem valida é o parser do xml-crypto e o XSD).
 */

/** Um elemento encontrado no texto. */
export interface ElementoTexto {
  /** Nome qualificado (`prefixo:local` ou `local`). */
  nome: string;
  /** Nome local (sem prefixo). */
  local: string;
  /** Índice do `<` da tag de abertura. */
  inicio: number;
  /** Índice logo após o `>` da tag de abertura. */
  fimAbertura: number;
  /** Índice do `<` da tag de fechamento (igual a `fimAbertura` para `<x/>`). */
  inicioFechamento: number;
  /** Índice logo após o fim do elemento. */
  fim: number;
  /** Texto da tag de abertura (com atributos). */
  abertura: string;
  /** Profundidade (0 = raiz). */
  profundidade: number;
  /** Pai (`undefined` na raiz). */
  pai?: ElementoTexto;
  /** Filhos elemento, em ordem. */
  filhos: ElementoTexto[];
}

/** Erro de XML malformado detectado pela leitura posicional. */
export class XmlTextoError extends Error {
  /** @param mensagem texto pt-BR (`'XML malformado: ...'`). */
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'XmlTextoError';
  }
}

/**
 * Varre o XML e devolve a árvore de elementos com as posições no texto.
 *
 * @param xml documento.
 * @returns a lista de todos os elementos em ordem de documento (o primeiro é a raiz).
 * @throws XmlTextoError `'XML malformado: ...'` para tags não fechadas ou trocadas.
 */
export function varrerElementos(xml: string): ElementoTexto[] {
  const todos: ElementoTexto[] = [];
  const pilha: ElementoTexto[] = [];
  let i = 0;
  const n = xml.length;
  const exigir = (fimMarca: string, de: number): number => {
    const j = xml.indexOf(fimMarca, de);
    if (j < 0) throw new XmlTextoError(`XML malformado: '${fimMarca}' não encontrado`);
    return j + fimMarca.length;
  };
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    if (xml.startsWith('<?', lt)) {
      i = exigir('?>', lt + 2);
    } else if (xml.startsWith('<!--', lt)) {
      i = exigir('-->', lt + 4);
    } else if (xml.startsWith('<![CDATA[', lt)) {
      i = exigir(']]>', lt + 9);
    } else if (xml.startsWith('<!', lt)) {
      // DOCTYPE (com subconjunto interno opcional entre colchetes)
      const colchete = xml.indexOf('[', lt);
      const gt = xml.indexOf('>', lt);
      i = colchete >= 0 && colchete < gt ? exigir('>', exigir(']', colchete)) : exigir('>', lt);
    } else if (xml.startsWith('</', lt)) {
      const gt = exigir('>', lt);
      const nome = xml.slice(lt + 2, gt - 1).trim();
      const aberto = pilha.pop();
      if (!aberto || aberto.nome !== nome) {
        throw new XmlTextoError(`XML malformado: fechamento </${nome}> inesperado`);
      }
      aberto.inicioFechamento = lt;
      aberto.fim = gt;
      i = gt;
    } else {
      // tag de abertura: procura o '>' fora de aspas
      let j = lt + 1;
      let aspas: string | null = null;
      for (; j < n; j++) {
        const c = xml[j];
        if (aspas) {
          if (c === aspas) aspas = null;
        } else if (c === '"' || c === "'") aspas = c;
        else if (c === '>') break;
      }
      if (j >= n) throw new XmlTextoError('XML malformado: tag não fechada');
      const abertura = xml.slice(lt, j + 1);
      const m = /^<([^\s/>]+)/.exec(abertura);
      if (!m) throw new XmlTextoError('XML malformado: nome de elemento ausente');
      const nome = m[1];
      const vazio = abertura.endsWith('/>');
      const pai = pilha[pilha.length - 1];
      const el: ElementoTexto = {
        nome,
        local: nome.includes(':') ? nome.slice(nome.indexOf(':') + 1) : nome,
        inicio: lt,
        fimAbertura: j + 1,
        inicioFechamento: j + 1,
        fim: j + 1,
        abertura,
        profundidade: pilha.length,
        pai,
        filhos: [],
      };
      pai?.filhos.push(el);
      todos.push(el);
      if (!vazio) pilha.push(el);
      i = j + 1;
    }
  }
  if (pilha.length > 0) throw new XmlTextoError(`XML malformado: <${pilha[pilha.length - 1].nome}> não fechado`);
  return todos;
}

/**
 * Valor de um atributo sem prefixo na tag de abertura (entidades não são expandidas).
 *
 * @param el elemento de {@link varrerElementos}.
 * @param nome nome do atributo (ex.: `'Id'`); usado numa expressão regular, passe só `[A-Za-z_:.-]`.
 * @returns o valor, ou `undefined` se ausente. Não lança erros.
 */
export function atributo(el: ElementoTexto, nome: string): string | undefined {
  const re = new RegExp(`\\s${nome}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
  const m = re.exec(el.abertura);
  return m ? (m[1] ?? m[2]) : undefined;
}
