/**
 * Gravador mínimo de ZIP (PKWARE APPNOTE 6.3.x): entradas "deflate" (método 8) com
 * `zlib.deflateRawSync` e CRC-32 de `zlib.crc32`, cabeçalhos locais (§4.3.7), diretório central
 * (§4.3.12) e fim do diretório central (§4.3.16). Nomes em UTF-8 (bit 11 do flag). Sem ZIP64:
 * até 65 535 entradas e 4 GiB (mais que suficiente para os XML de um mês).
 * `criarZip` monta o arquivo em memória; `GravadorZip` grava entrada a entrada num arquivo em disco
 * (arquivo do mês como tarefa em segundo plano), guardando só o diretório central na memória.
 */
import { open, rename, type FileHandle } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import { agora, horaDeParede } from '../../domain/relogio.ts';

export interface EntradaZip {
  nome: string;
  dados: Buffer | string;
  data?: Date;
}

/** Data/hora DOS da entrada: hora local de Brasília (o ZIP não guarda fuso), qualquer que seja o TZ do processo. */
function dataDos(d: Date): { hora: number; dia: number } {
  const p = horaDeParede(d);
  const ano = Math.max(1980, p.ano);
  return {
    hora: (p.hora << 11) | (p.minuto << 5) | Math.floor(p.segundo / 2),
    dia: ((ano - 1980) << 9) | (p.mes << 5) | p.dia,
  };
}

/** Cabeçalho local + dados comprimidos e registro do diretório central de uma entrada em `deslocamento`. */
function montarEntrada(e: EntradaZip, deslocamento: number): { local: Buffer[]; central: Buffer[]; tamanho: number } {
  const nome = Buffer.from(e.nome.replace(/\\/g, '/').replace(/^\/+/, ''), 'utf8');
  const dados = typeof e.dados === 'string' ? Buffer.from(e.dados, 'utf8') : e.dados;
  const comprimido = deflateRawSync(dados);
  const crc = crc32(dados) >>> 0;
  const { hora, dia } = dataDos(e.data ?? agora());
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // versão necessária 2.0 (deflate)
  local.writeUInt16LE(0x0800, 6); // UTF-8
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(hora, 10);
  local.writeUInt16LE(dia, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(comprimido.length, 18);
  local.writeUInt32LE(dados.length, 22);
  local.writeUInt16LE(nome.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(0x0314, 4); // feito por: Unix, 2.0
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(hora, 12);
  central.writeUInt16LE(dia, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(comprimido.length, 20);
  central.writeUInt32LE(dados.length, 24);
  central.writeUInt16LE(nome.length, 28);
  central.writeUInt16LE(0, 30); // extra
  central.writeUInt16LE(0, 32); // comentário
  central.writeUInt16LE(0, 34); // disco
  central.writeUInt16LE(0, 36); // atributos internos
  central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // atributos externos (arquivo rw-r--r--)
  central.writeUInt32LE(deslocamento, 42);
  return { local: [local, nome, comprimido], central: [central, nome], tamanho: local.length + nome.length + comprimido.length };
}

function fimDoDiretorio(entradas: number, tamanhoDiretorio: number, deslocamento: number): Buffer {
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(0, 4);
  fim.writeUInt16LE(0, 6);
  fim.writeUInt16LE(entradas, 8);
  fim.writeUInt16LE(entradas, 10);
  fim.writeUInt32LE(tamanhoDiretorio, 12);
  fim.writeUInt32LE(deslocamento, 16);
  fim.writeUInt16LE(0, 20);
  return fim;
}

/** Monta o arquivo ZIP com as entradas, na ordem dada. */
export function criarZip(entradas: EntradaZip[]): Buffer {
  if (entradas.length > 0xffff) throw new Error('ZIP com entradas demais');
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  for (const e of entradas) {
    const m = montarEntrada(e, deslocamento);
    locais.push(...m.local);
    centrais.push(...m.central);
    deslocamento += m.tamanho;
  }
  const diretorio = Buffer.concat(centrais);
  return Buffer.concat([...locais, diretorio, fimDoDiretorio(entradas.length, diretorio.length, deslocamento)]);
}

/**
 * Grava um ZIP entrada a entrada em `<destino>.parcial` (truncado ao abrir: uma nova tentativa
 * recomeça do zero, sem entradas repetidas) e, em `concluir()`, escreve o diretório central e
 * renomeia para `destino` (atômico: um arquivo com o nome final está sempre completo).
 * @throws Error ao passar de 65 535 entradas ou 4 GiB (sem ZIP64).
 */
export class GravadorZip {
  private deslocamento = 0;
  private readonly centrais: Buffer[] = [];
  private quantidade = 0;

  private constructor(
    private readonly arquivo: FileHandle,
    private readonly destino: string,
  ) {}

  /** Abre (ou recria vazio) `<destino>.parcial`. */
  static async abrir(destino: string): Promise<GravadorZip> {
    return new GravadorZip(await open(`${destino}.parcial`, 'w'), destino);
  }

  /** Entradas gravadas até aqui. */
  get entradas(): number {
    return this.quantidade;
  }

  /** Comprime e acrescenta uma entrada. */
  async adicionar(e: EntradaZip): Promise<void> {
    if (this.quantidade >= 0xffff) throw new Error('ZIP com entradas demais');
    const m = montarEntrada(e, this.deslocamento);
    if (this.deslocamento + m.tamanho > 0xffffffff) throw new Error('ZIP maior que 4 GiB');
    await this.arquivo.writev(m.local);
    this.centrais.push(...m.central);
    this.deslocamento += m.tamanho;
    this.quantidade++;
  }

  /** Escreve o diretório central, fecha e publica o arquivo; devolve o tamanho em bytes. */
  async concluir(): Promise<number> {
    const diretorio = Buffer.concat(this.centrais);
    await this.arquivo.writev([diretorio, fimDoDiretorio(this.quantidade, diretorio.length, this.deslocamento)]);
    await this.arquivo.sync();
    await this.arquivo.close();
    await rename(`${this.destino}.parcial`, this.destino);
    return this.deslocamento + diretorio.length + 22;
  }

  /** Fecha sem publicar (o `.parcial` fica para ser sobrescrito). */
  async abandonar(): Promise<void> {
    await this.arquivo.close().catch(() => undefined);
  }
}
