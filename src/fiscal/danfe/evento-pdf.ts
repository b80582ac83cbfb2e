/**
 * Impressão genérica de um evento da NF-e (CC-e, comprovante de entrega, conciliação financeira,
 * eventos da reforma tributária...) em A4 retrato. A CC-e (cce.ts) e os demais eventos
 * (eventos-nfe.ts) informam só o título e os quadros de texto.
 */
import { buscarNos, campoTexto, lerXmlEventos, type Obj } from './xml-eventos.ts';
import { formatChaveAcesso, normalizeChaveAcesso } from '../../domain/chave-acesso.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { lerDadosDanfe } from './dados.ts';
import { dataHoraXml, dataXml, formatCep, formatFone, numeroNota, serieNota } from './formatar.ts';
import { caixa, campo, codigoBarras128, criarDocumento, linha, marcaDagua, PAGINA, paragrafo, alturaParagrafo, tituloQuadro } from './pdf.ts';

/** Dados do cabeçalho da NF-e do evento, quando não se tem (ou não se quer ler) o XML dela. */
export interface CabecalhoNFeCCe {
  emitente?: { nome?: string; documento?: string; ie?: string; endereco?: string };
  destinatario?: { nome?: string; documento?: string };
  nNF?: string;
  serie?: string;
  /** Data de emissão (`AAAA-MM-DD...`). */
  dhEmi?: string;
}

/** Um quadro de texto do evento (título da faixa e o texto). */
export interface QuadroEvento {
  titulo: string;
  texto: string;
  /** Corpo da fonte (padrão 9). */
  tamanho?: number;
  alturaMinima?: number;
  justificar?: boolean;
}

/** O que o tipo de evento imprime, lido do `detEvento`. */
export interface ConteudoPdfEvento {
  /** Título em destaque (ex.: "CARTA DE CORREÇÃO ELETRÔNICA"). */
  titulo: string;
  /** Linha abaixo do título (ex.: "CC-e - Evento 110110"). */
  subtitulo: string;
  /** Nome do evento no quadro "TIPO DE EVENTO" e no título do PDF. */
  nomeEvento: string;
  quadros: QuadroEvento[];
}

export interface EntradaPdfEvento {
  /** `procEventoNFe` (evento + retEvento), ou só o `evento` (então informe `xmlRetEvento`, se houver). */
  xmlEvento: string;
  /** `retEvento` ou `retEnvEvento` da SEFAZ, quando `xmlEvento` não é um `procEventoNFe`. */
  xmlRetEvento?: string;
  /** XML da NF-e (`nfeProc`/`NFe`) ou os dados do cabeçalho. Sem ele, nº/série/CNPJ saem da chave. */
  nfe?: string | CabecalhoNFeCCe;
  logo?: Buffer;
  /** Comprimir os fluxos do PDF (padrão `true`; `false` só para testes e depuração). */
  compress?: boolean;
  /** Título e quadros a partir do `detEvento` lido. */
  conteudo: (det: Obj, infEvento: Obj) => ConteudoPdfEvento;
}

/**
 * Gera o PDF de um evento da NF-e em A4 retrato: emitente, título do evento, chave com código de
 * barras, dados da NF-e, dados do registro (sequência, data, protocolo, situação) e os quadros de
 * texto do evento (`quadros`, na ordem dada).
 *
 * Sem retorno da SEFAZ com cStat 135/136 (evento registrado), ou em homologação, sai a marca
 * d'água "SEM VALOR FISCAL".
 *
 * @throws Error se `xmlEvento` não contiver um evento (`evento/infEvento/detEvento`).
 */
export async function gerarPdfEventoNFe(entrada: EntradaPdfEvento): Promise<Buffer> {
  const raiz = lerXmlEventos(entrada.xmlEvento);
  const evento = buscarNos(raiz, 'evento')[0];
  const inf = evento ? (evento.infEvento as Obj | undefined) : undefined;
  const det = inf ? (inf.detEvento as Obj | undefined) : undefined;
  if (!inf || !det) throw new Error('XML não contém um evento da NF-e (evento/infEvento/detEvento)');
  const { titulo, subtitulo, nomeEvento, quadros } = entrada.conteudo(det, inf);
  const chave = normalizeChaveAcesso(campoTexto(inf, 'chNFe') ?? '');
  const seq = campoTexto(inf, 'nSeqEvento');
  const rets = [...buscarNos(raiz, 'retEvento'), ...(entrada.xmlRetEvento ? buscarNos(lerXmlEventos(entrada.xmlRetEvento), 'retEvento') : [])]
    .map((r) => r.infEvento as Obj)
    .filter(Boolean);
  const ret =
    rets.find(
      (r) => normalizeChaveAcesso(campoTexto(r, 'chNFe') ?? '') === chave && (!seq || !campoTexto(r, 'nSeqEvento') || campoTexto(r, 'nSeqEvento') === seq),
    ) ?? rets[0];

  // cabeçalho da NF-e
  let cab: CabecalhoNFeCCe = {};
  if (typeof entrada.nfe === 'string') {
    const d = lerDadosDanfe(entrada.nfe);
    const e = d.emit.endereco;
    cab = {
      emitente: {
        nome: d.emit.xNome,
        documento: d.emit.documento,
        ie: d.emit.IE,
        endereco: [
          [e.xLgr, e.nro].filter(Boolean).join(', ') + (e.xCpl ? ` - ${e.xCpl}` : ''),
          [e.xBairro, formatCep(e.CEP)].filter(Boolean).join(' - '),
          [e.xMun, e.UF].filter(Boolean).join(' - '),
          e.fone ? `Fone: ${formatFone(e.fone)}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      },
      destinatario: d.dest ? { nome: d.dest.xNome, documento: d.dest.documento } : undefined,
      nNF: d.ide.nNF,
      serie: d.ide.serie,
      dhEmi: d.ide.dhEmi,
    };
  } else if (entrada.nfe) cab = entrada.nfe;
  const daChave = chave.length === 44 ? { doc: chave.slice(6, 20), serie: chave.slice(22, 25), nNF: chave.slice(25, 34) } : undefined;
  const docEmit = cab.emitente?.documento ?? campoTexto(inf, 'CNPJ') ?? campoTexto(inf, 'CPF') ?? daChave?.doc;
  const nNF = cab.nNF ?? daChave?.nNF;
  const serie = cab.serie ?? daChave?.serie;

  const tpAmb = campoTexto(inf, 'tpAmb') ?? campoTexto(ret, 'tpAmb');
  const registrado = ['135', '136'].includes(campoTexto(ret, 'cStat') ?? '') && !!campoTexto(ret, 'nProt');
  const semValor = !registrado || tpAmb === '2';

  const { doc, pronto } = await criarDocumento(
    { titulo: `${nomeEvento} NF-e ${numeroNota(nNF)} sequência ${seq ?? ''}`, assunto: `Chave de acesso ${chave}` },
    entrada.compress ?? true,
  );
  doc.addPage({ size: 'A4', margin: 0 });
  const M = 20;
  const L = PAGINA.largura - 2 * M;
  let y = M;

  // cabeçalho: emitente | título + chave
  const wEmit = 250;
  const h = 110;
  caixa(doc, M, y, wEmit, h);
  linha(doc, 'IDENTIFICAÇÃO DO EMITENTE', M, y + 3, wEmit, { tamanho: 5.5, alinhar: 'center' });
  let xT = M + 4;
  let wT = wEmit - 8;
  if (entrada.logo) {
    try {
      doc.image(entrada.logo, M + 4, y + 14, { fit: [60, 60], align: 'center', valign: 'center' });
      xT = M + 68;
      wT = wEmit - 72;
    } catch {
      // logotipo inválido: segue sem ele
    }
  }
  const nome = cab.emitente?.nome ?? '';
  const hNome = nome ? Math.min(34, alturaParagrafo(doc, nome, wT, 10, true)) : 0;
  paragrafo(doc, nome, xT, y + 16, wT, 34, { tamanho: 10, negrito: true, alinhar: 'center' });
  const linhasEmit = [cab.emitente?.endereco, docEmit ? `CNPJ/CPF: ${formatCpfCnpj(docEmit)}` : '', cab.emitente?.ie ? `IE: ${cab.emitente.ie}` : '']
    .filter(Boolean)
    .join('\n');
  paragrafo(doc, linhasEmit, xT, y + 20 + hNome, wT, h - 24 - hNome, { tamanho: 7.5, alinhar: 'center', espaco: 1 });

  const xR = M + wEmit;
  const wR = L - wEmit;
  caixa(doc, xR, y, wR, h);
  paragrafo(doc, titulo, xR + 6, y + 6, wR - 12, 30, { tamanho: titulo.length > 34 ? 10 : 13, negrito: true, alinhar: 'center' });
  linha(doc, subtitulo, xR, y + 30, wR, { tamanho: 8, alinhar: 'center' });
  if (chave) codigoBarras128(doc, chave, xR + 15, y + 40, wR - 30, 34);
  linha(doc, 'CHAVE DE ACESSO DA NF-e', xR, y + 80, wR, { tamanho: 5.5, alinhar: 'center' });
  linha(doc, formatChaveAcesso(chave), xR, y + 90, wR, { tamanho: 9, negrito: true, alinhar: 'center' });
  y += h + 4;

  // dados da NF-e
  y = tituloQuadro(doc, 'NOTA FISCAL ELETRÔNICA', M, y, L);
  const H = 22;
  campo(doc, M, y, 110, H, 'NÚMERO', numeroNota(nNF), { negrito: true });
  campo(doc, M + 110, y, 60, H, 'SÉRIE', serieNota(serie), { negrito: true });
  campo(doc, M + 170, y, 90, H, 'DATA DE EMISSÃO', dataXml(cab.dhEmi));
  campo(doc, M + 260, y, L - 260, H, 'CHAVE DE ACESSO', formatChaveAcesso(chave));
  y += H;
  if (cab.destinatario) {
    campo(doc, M, y, L - 140, H, 'DESTINATÁRIO / REMETENTE', cab.destinatario.nome);
    campo(doc, M + L - 140, y, 140, H, 'CNPJ / CPF', cab.destinatario.documento ? formatCpfCnpj(cab.destinatario.documento) : '');
    y += H;
  }
  y += 4;

  // dados do evento
  y = tituloQuadro(doc, 'EVENTO', M, y, L);
  const q = L / 4;
  campo(doc, M, y, q, H, 'TIPO DE EVENTO', `${campoTexto(inf, 'tpEvento') ?? ''} - ${nomeEvento}`);
  campo(doc, M + q, y, q, H, 'SEQUÊNCIA DO EVENTO', seq, { negrito: true });
  campo(doc, M + 2 * q, y, q, H, 'DATA/HORA DO EVENTO', dataHoraXml(campoTexto(inf, 'dhEvento')));
  campo(doc, M + 3 * q, y, L - 3 * q, H, 'AMBIENTE', tpAmb === '1' ? '1 - Produção' : tpAmb === '2' ? '2 - Homologação' : tpAmb);
  y += H;
  campo(doc, M, y, q, H, 'PROTOCOLO DE REGISTRO', campoTexto(ret, 'nProt'), { negrito: true });
  campo(doc, M + q, y, q, H, 'DATA/HORA DO REGISTRO', dataHoraXml(campoTexto(ret, 'dhRegEvento')));
  campo(doc, M + 2 * q, y, L - 2 * q, H, 'SITUAÇÃO', ret ? `${campoTexto(ret, 'cStat') ?? ''} - ${campoTexto(ret, 'xMotivo') ?? ''}` : 'Evento não registrado');
  y += H + 4;

  for (const q of quadros) {
    y = tituloQuadro(doc, q.titulo, M, y, L);
    const tam = q.tamanho ?? 9;
    const hQ = Math.max(q.alturaMinima ?? 0, Math.min(PAGINA.altura - y - 60, alturaParagrafo(doc, q.texto, L - 12, tam) + 16));
    caixa(doc, M, y, L, hQ);
    paragrafo(doc, q.texto, M + 6, y + 8, L - 12, hQ - 12, {
      tamanho: tam,
      espaco: q.justificar ? 1 : 2,
      ...(q.justificar ? { alinhar: 'justify' as const } : {}),
    });
    y += hQ + 4;
  }

  if (tpAmb === '2') {
    linha(doc, 'EVENTO REGISTRADO EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL', M, y + 6, L, { tamanho: 8, negrito: true, alinhar: 'center' });
  }
  if (semValor) marcaDagua(doc, 'SEM VALOR FISCAL', PAGINA.largura / 2, 470);
  doc.end();
  return pronto;
}
