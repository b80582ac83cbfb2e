/**
 * Leitor mínimo de arquivos ZIP (somente leitura, em memória) para os pacotes de schemas
 * publicados pela SEFAZ (PL_xxx.zip). Não há biblioteca de unzip instalada no projeto; o
 * formato é simples e está descrito na especificação PKWARE "APPNOTE.TXT - .ZIP File Format
 * Specification" (versão 6.3.x). As seções citadas abaixo referem-se a esse documento.
 *
 * Estratégia (a recomendada pela APPNOTE §4.3.6: o diretório central é a fonte de verdade):
 *  1. localizar o registro "end of central directory" (EOCD, §4.3.16) procurando a assinatura
 *     0x06054b50 de trás para frente (ele pode ser seguido por um comentário de até 65535 bytes);
 *  2. percorrer as entradas do diretório central (§4.3.12, assinatura 0x02014b50), que trazem
 *     método, CRC-32, tamanhos e o deslocamento do cabeçalho local;
 *  3. para cada arquivo, pular o cabeçalho local (§4.3.7, assinatura 0x04034b50: 30 bytes fixos
 *     + nome + campo extra, cujos tamanhos podem diferir dos do diretório central) e ler os dados;
 *  4. descompactar: método 0 "stored" (§4.4.5) ou 8 "deflate" (§4.4.5, RFC 1951, via
 *     `zlib.inflateRawSync`), conferir tamanho e CRC-32 (§4.4.7).
 *
 * Não suportado (erro explícito): ZIP64 (§4.3.14/§4.3.15, campos com 0xFFFFFFFF), arquivos
 * divididos em vários discos (§8), criptografia (bit 0 do "general purpose bit flag", §4.4.4)
 * e métodos além de 0 e 8. Pacotes de schemas têm poucos MB, então isso não é limitação prática.
 *
 * Defesas: limite do total descompactado (padrão 64 MiB) e `maxOutputLength` por entrada
 * (evita "zip bombs"); nomes com `..`, absolutos ou com `\` são normalizados/recusados.
 */
import { crc32 as zlibCrc32, inflateRawSync } from 'node:zlib';

/** Um arquivo extraído do ZIP: caminho interno (com `/`) e conteúdo. */
export interface ArquivoZip {
  caminho: string;
  dados: Uint8Array;
}

/** Opções de {@link lerZip}. */
export interface OpcoesLerZip {
  /** Limite do total descompactado, em bytes (padrão 64 MiB). */
  limiteBytes?: number;
}

const ASSINATURA_EOCD = 0x06054b50; // §4.3.16
const ASSINATURA_CENTRAL = 0x02014b50; // §4.3.12
const ASSINATURA_LOCAL = 0x04034b50; // §4.3.7
const TAMANHO_EOCD = 22; // §4.3.16: 22 bytes fixos + comentário
const TAMANHO_CENTRAL = 46; // §4.3.12: 46 bytes fixos + nome + extra + comentário
const TAMANHO_LOCAL = 30; // §4.3.7: 30 bytes fixos + nome + extra

/** CRC-32 (ISO-HDLC, o mesmo da APPNOTE §4.4.7). `zlib.crc32` existe desde o Node 20.15/22.2. */
function crc32(dados: Uint8Array): number {
  if (typeof zlibCrc32 === 'function') return zlibCrc32(dados) >>> 0;
  let c = 0xffffffff;
  for (let i = 0; i < dados.length; i++) {
    c ^= dados[i];
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Decodifica o nome: UTF-8 se o bit 11 estiver ligado (§4.4.4, Apêndice D), senão CP437 ~ latin1. */
function decodificarNome(bytes: Uint8Array, utf8: boolean): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(utf8 ? 'utf8' : 'latin1');
}

/** Normaliza o caminho interno; devolve `null` para nomes inseguros (absolutos, com `..`). */
function normalizarCaminho(nome: string): string | null {
  const partes = nome
    .replace(/\\/g, '/')
    .split('/')
    .filter((p) => p !== '' && p !== '.');
  if (partes.some((p) => p === '..')) return null;
  if (/^[a-zA-Z]:/.test(partes[0] ?? '')) return null;
  return partes.join('/');
}

/**
 * Lê todos os arquivos (não diretórios) de um ZIP em memória.
 *
 * @throws Error com mensagem em pt-BR se o ZIP estiver corrompido ou usar recurso não suportado.
 */
export function lerZip(zip: Uint8Array, opcoes: OpcoesLerZip = {}): ArquivoZip[] {
  const limite = opcoes.limiteBytes ?? 64 * 1024 * 1024;
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (zip.byteLength < TAMANHO_EOCD) throw new Error('ZIP inválido: arquivo curto demais');

  // 1. EOCD (§4.3.16): procurar do fim para o começo, no máximo 22 + 65535 bytes.
  let eocd = -1;
  const inicioBusca = Math.max(0, zip.byteLength - TAMANHO_EOCD - 0xffff);
  for (let i = zip.byteLength - TAMANHO_EOCD; i >= inicioBusca; i--) {
    if (dv.getUint32(i, true) === ASSINATURA_EOCD) {
      // o comprimento do comentário (offset 20) deve fechar exatamente no fim do arquivo
      if (i + TAMANHO_EOCD + dv.getUint16(i + 20, true) === zip.byteLength) {
        eocd = i;
        break;
      }
    }
  }
  if (eocd < 0) throw new Error('ZIP inválido: registro "end of central directory" não encontrado');
  const numeroDisco = dv.getUint16(eocd + 4, true);
  const discoCentral = dv.getUint16(eocd + 6, true);
  const totalEntradas = dv.getUint16(eocd + 10, true);
  const tamanhoCentral = dv.getUint32(eocd + 12, true);
  const offsetCentral = dv.getUint32(eocd + 16, true);
  if (numeroDisco !== 0 || discoCentral !== 0) throw new Error('ZIP dividido em vários discos não é suportado');
  if (totalEntradas === 0xffff || offsetCentral === 0xffffffff || tamanhoCentral === 0xffffffff) {
    throw new Error('ZIP64 não é suportado'); // §4.3.14/§4.3.15
  }
  if (offsetCentral + tamanhoCentral > eocd) throw new Error('ZIP inválido: diretório central fora do arquivo');

  // 2. Diretório central (§4.3.12).
  const arquivos: ArquivoZip[] = [];
  let total = 0;
  let p = offsetCentral;
  for (let n = 0; n < totalEntradas; n++) {
    if (p + TAMANHO_CENTRAL > eocd || dv.getUint32(p, true) !== ASSINATURA_CENTRAL) {
      throw new Error(`ZIP inválido: entrada ${n} do diretório central corrompida`);
    }
    const flags = dv.getUint16(p + 8, true);
    const metodo = dv.getUint16(p + 10, true);
    const crcEsperado = dv.getUint32(p + 16, true);
    const tamCompactado = dv.getUint32(p + 20, true);
    const tamOriginal = dv.getUint32(p + 24, true);
    const tamNome = dv.getUint16(p + 28, true);
    const tamExtra = dv.getUint16(p + 30, true);
    const tamComentario = dv.getUint16(p + 32, true);
    const offsetLocal = dv.getUint32(p + 42, true);
    const nome = decodificarNome(zip.subarray(p + TAMANHO_CENTRAL, p + TAMANHO_CENTRAL + tamNome), (flags & 0x0800) !== 0);
    p += TAMANHO_CENTRAL + tamNome + tamExtra + tamComentario;

    if (nome.endsWith('/') || nome.endsWith('\\')) continue; // diretório
    if (tamCompactado === 0xffffffff || tamOriginal === 0xffffffff || offsetLocal === 0xffffffff) {
      throw new Error(`ZIP64 não é suportado (${nome})`);
    }
    if (flags & 0x0001) throw new Error(`ZIP criptografado não é suportado (${nome})`); // §4.4.4 bit 0
    const caminho = normalizarCaminho(nome);
    if (caminho === null) throw new Error(`ZIP inválido: caminho inseguro '${nome}'`);
    if (caminho === '') continue;

    // 3. Cabeçalho local (§4.3.7): nome e extra podem ter tamanhos diferentes dos do central.
    if (offsetLocal + TAMANHO_LOCAL > zip.byteLength || dv.getUint32(offsetLocal, true) !== ASSINATURA_LOCAL) {
      throw new Error(`ZIP inválido: cabeçalho local de '${nome}' não encontrado`);
    }
    const inicioDados = offsetLocal + TAMANHO_LOCAL + dv.getUint16(offsetLocal + 26, true) + dv.getUint16(offsetLocal + 28, true);
    if (inicioDados + tamCompactado > zip.byteLength) throw new Error(`ZIP inválido: dados de '${nome}' truncados`);
    const compactado = zip.subarray(inicioDados, inicioDados + tamCompactado);

    total += tamOriginal;
    if (total > limite) throw new Error(`ZIP excede o limite de ${limite} bytes descompactados`);

    // 4. Descompactar (§4.4.5) e conferir (§4.4.7).
    let dados: Uint8Array;
    if (metodo === 0) {
      dados = compactado;
    } else if (metodo === 8) {
      try {
        dados = inflateRawSync(compactado, { maxOutputLength: Math.max(1, tamOriginal) });
      } catch (e) {
        throw new Error(`ZIP inválido: falha ao descompactar '${nome}': ${(e as Error).message}`);
      }
    } else {
      throw new Error(`ZIP: método de compressão ${metodo} não suportado em '${nome}' (apenas 0 e 8)`);
    }
    if (dados.byteLength !== tamOriginal) throw new Error(`ZIP inválido: tamanho de '${nome}' não confere`);
    if (crc32(dados) !== crcEsperado) throw new Error(`ZIP inválido: CRC-32 de '${nome}' não confere`);
    arquivos.push({ caminho, dados: new Uint8Array(dados) });
  }
  return arquivos;
}
