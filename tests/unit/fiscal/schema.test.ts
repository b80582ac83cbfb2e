import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { carregarPacoteSchemas, traduzirErroSchema, type PacoteSchemas } from '../../../src/fiscal/schema/index.ts';
import { lerZip } from '../../../src/fiscal/zip/index.ts';

const DADOS = path.resolve(process.cwd(), 'tests/fixtures/dados/nfe');
const DIR_PACOTE = path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02');
const FIXTURES = path.join(DADOS, 'sped-nfe-fixtures');
const NS = 'http://www.portalfiscal.inf.br/nfe';

/**
 * Extrai o elemento `tag` (primeira abertura até o último fechamento) de um XML maior (SOAP,
 * nfeProc). Se o elemento herdava o namespace padrão do pai, declara-o nele.
 */
function extrair(xml: string, tag: string): string {
  const m = new RegExp(`<${tag}[\\s>][\\s\\S]*</${tag}>`).exec(xml);
  if (!m) throw new Error(`<${tag}> não encontrado`);
  const trecho = m[0];
  return /^<[^>]*\sxmlns="/.test(trecho) ? trecho : trecho.replace(`<${tag}`, `<${tag} xmlns="${NS}"`);
}

function fixture(nome: string): string {
  return readFileSync(path.join(FIXTURES, nome), 'utf8');
}

/** NF-e interna da amostra 06 (nfeProc RS 2018, schema-válida segundo o README dos dados). */
function nfeAmostra06(): string {
  const arq = readdirSync(path.join(DADOS, 'samples')).find((f) => f.startsWith('06-'));
  if (!arq) throw new Error('amostra 06 não encontrada');
  return extrair(readFileSync(path.join(DADOS, 'samples', arq), 'utf8'), 'NFe');
}

/**
 * Escritor de ZIP mínimo para o teste (APPNOTE §4.3.7 cabeçalho local, §4.3.12 diretório
 * central, §4.3.16 EOCD), método 8 (deflate) ou 0 (stored).
 */
function criarZip(arquivos: { nome: string; dados: Uint8Array }[], metodo: 0 | 8 = 8): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let offset = 0;
  for (const a of arquivos) {
    const nome = Buffer.from(a.nome, 'utf8');
    const comp = metodo === 8 ? deflateRawSync(a.dados) : Buffer.from(a.dados);
    const crc = crc32(a.dados) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // versão necessária
    local.writeUInt16LE(0x0800, 6); // bit 11: nome em UTF-8
    local.writeUInt16LE(metodo, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(comp.length, 18);
    local.writeUInt32LE(a.dados.byteLength, 22);
    local.writeUInt16LE(nome.length, 26);
    locais.push(local, nome, comp);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(metodo, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(comp.length, 20);
    central.writeUInt32LE(a.dados.byteLength, 24);
    central.writeUInt16LE(nome.length, 28);
    central.writeUInt32LE(offset, 42);
    centrais.push(central, nome);
    offset += local.length + nome.length + comp.length;
  }
  const cd = Buffer.concat(centrais);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(arquivos.length, 8);
  eocd.writeUInt16LE(arquivos.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locais, cd, eocd]);
}

function zipDoPacote(): Buffer {
  const arquivos = readdirSync(DIR_PACOTE)
    .filter((f) => f.endsWith('.xsd'))
    .map((f) => ({ nome: `PL_010d_v1.02/${f}`, dados: readFileSync(path.join(DIR_PACOTE, f)) }));
  return criarZip([{ nome: 'PL_010d_v1.02/', dados: new Uint8Array(0) }, ...arquivos]);
}

let pacote: PacoteSchemas;

beforeAll(async () => {
  pacote = await carregarPacoteSchemas({ diretorio: DIR_PACOTE });
});

afterAll(() => {
  pacote?.dispose();
});

describe('carregarPacoteSchemas', () => {
  it('carrega do diretório, com a versão do nome da pasta', () => {
    expect(pacote.versao).toBe('PL_010d_v1.02');
    expect(pacote.arquivos).toContain('nfe_v4.00.xsd');
    expect(pacote.arquivos).toContain('xmldsig-core-schema_v1.01.xsd');
    expect(pacote.documentos()).toEqual(
      expect.arrayContaining(['nfe', 'enviNFe', 'envEvento', 'envCCe', 'envEventoCancNFe', 'inutNFe', 'consSitNFe', 'consStatServ', 'distDFeInt']),
    );
  });

  it('compila todos os schemas de entrada (xs:include/xs:import resolvidos pelo IO virtual)', () => {
    expect(() => pacote.precompilar()).not.toThrow();
  });

  it('carrega de um ZIP (deflate) e valida igual', async () => {
    const doZip = await carregarPacoteSchemas({ zip: zipDoPacote() });
    try {
      expect(doZip.versao).toBe('PL_010d_v1.02');
      expect(doZip.arquivos.length).toBe(pacote.arquivos.length);
      expect(doZip.validar(nfeAmostra06(), 'nfe')).toEqual({ valido: true, erros: [] });
      const r = doZip.validar(nfeAmostra06().replace(/<CFOP>\d+<\/CFOP>/, '<CFOP>9999</CFOP>'), 'nfe');
      expect(r.erros.map((e) => e.mensagem)).toEqual(["CFOP - '9999' é inválido"]);
    } finally {
      doZip.dispose();
    }
  });

  it('ZIP com arquivos na raiz (stored) e versão informada', async () => {
    const nomes = [
      'consStatServ_v4.00.xsd',
      'leiauteConsStatServ_v4.00.xsd',
      'tiposBasico_v4.00.xsd',
      'xmldsig-core-schema_v1.01.xsd',
      'DFeTiposBasicos_v1.00.xsd',
    ];
    const zip = criarZip(
      nomes.map((n) => ({ nome: n, dados: readFileSync(path.join(DIR_PACOTE, n)) })),
      0,
    );
    const p = await carregarPacoteSchemas({ zip }, { versao: 'PL_teste' });
    try {
      expect(p.versao).toBe('PL_teste');
      expect(p.documentos()).toEqual(['consStatServ']);
      expect(p.validar(extrair(fixture('exemplo_xml_status.xml'), 'consStatServ'), 'consStatServ').valido).toBe(true);
      expect(() => p.validar('<NFe/>', 'nfe')).toThrow(/não contém o schema nfe_v4.00.xsd/);
    } finally {
      p.dispose();
    }
  });

  it('ZIP corrompido: CRC-32 e EOCD', () => {
    const zip = criarZip([{ nome: 'a.xsd', dados: Buffer.from('<x/>') }], 0);
    const corrompido = Buffer.from(zip);
    corrompido[30 + 'a.xsd'.length] ^= 0xff; // primeiro byte dos dados
    expect(() => lerZip(corrompido)).toThrow(/CRC-32/);
    expect(() => lerZip(Buffer.from('não é zip nenhum, só texto'))).toThrow(/end of central directory/);
    expect(lerZip(zip)).toEqual([{ caminho: 'a.xsd', dados: new Uint8Array(Buffer.from('<x/>')) }]);
  });

  it('pacote liberado recusa validações', async () => {
    const p = await carregarPacoteSchemas({ diretorio: DIR_PACOTE });
    p.validar(extrair(fixture('exemplo_xml_status.xml'), 'consStatServ'), 'consStatServ');
    p.dispose();
    expect(() => p.validar('<consStatServ/>', 'consStatServ')).toThrow(/liberado/);
  });
});

describe('validar: documentos válidos', () => {
  it('NF-e da amostra 06 (nfeProc RS 2018) é válida no PL_010d', () => {
    expect(pacote.validar(nfeAmostra06(), 'nfe')).toEqual({ valido: true, erros: [] });
  });

  it('string com prólogo ISO-8859-1 não vira mojibake; Buffer latin1 respeita o prólogo', () => {
    const xml = nfeAmostra06().replace('<CFOP>', '<CFOP>Ação').replace(/^/, '<?xml version="1.0" encoding="ISO-8859-1"?>\n');
    expect(pacote.validar(xml, 'nfe').erros[0].valor).toMatch(/^Ação/);
    expect(pacote.validar(Buffer.from(xml, 'latin1'), 'nfe').erros[0].valor).toMatch(/^Ação/);
  });

  it('aceita Buffer além de string', () => {
    expect(pacote.validar(Buffer.from(nfeAmostra06(), 'utf8'), 'nfe').valido).toBe(true);
  });

  it('inutilização (CNPJ), status, evento CC-e, cancelamento, DistDFe, consulta situação', () => {
    const casos: [string, string, Parameters<PacoteSchemas['validar']>[1]][] = [
      ['request_inut_cnpj.xml', 'inutNFe', 'inutNFe'],
      ['exemplo_xml_status.xml', 'consStatServ', 'consStatServ'],
      ['exemplo_xml_request_cce_cnpj.xml', 'envEvento', 'envEvento'],
      ['exemplo_xml_request_cce_cnpj.xml', 'envEvento', 'envCCe'],
      ['exemplo_xml_sefazCancela.xml', 'envEvento', 'envEventoCancNFe'],
      ['exemplo_xml_dist_dfe.xml', 'distDFeInt', 'distDFeInt'],
      ['exemplo_request_consulta_chave.xml', 'consSitNFe', 'consSitNFe'],
    ];
    for (const [arq, tag, doc] of casos) {
      expect(pacote.validar(extrair(fixture(arq), tag), doc), `${arq} como ${doc}`).toEqual({ valido: true, erros: [] });
    }
  });

  it('inutilização por CPF não existe no leiaute 4.00 do PL_010d: erro preciso', () => {
    const r = pacote.validar(extrair(fixture('request_inut_cpf.xml'), 'inutNFe'), 'inutNFe');
    expect(r.valido).toBe(false);
    expect(r.erros).toHaveLength(1);
    expect(r.erros[0]).toMatchObject({
      mensagem: "O elemento 'infInut' tem um elemento filho 'CPF' inválido ou incompleto. Os elementos possíveis são: CNPJ",
      tag: 'CPF',
      linha: 7,
      caminho: '/inutNFe/infInut/CPF',
    });
  });
});

describe('validar: erros em pt-BR (SPEC §5)', () => {
  it("CFOP '9999' -> \"CFOP - '9999' é inválido\", com linha e caminho", () => {
    const xml = nfeAmostra06().replace(/<CFOP>\d+<\/CFOP>/, '<CFOP>9999</CFOP>');
    const r = pacote.validar(xml, 'nfe');
    expect(r.valido).toBe(false);
    expect(r.erros).toHaveLength(1);
    const e = r.erros[0];
    expect(e.mensagem).toBe("CFOP - '9999' é inválido");
    expect(e).toMatchObject({ tag: 'CFOP', valor: '9999', caminho: '/NFe/infNFe/det/prod/CFOP' });
    expect(e.original).toMatch(/^Element '\{http:\/\/www\.portalfiscal\.inf\.br\/nfe\}CFOP': \[facet 'pattern'\]/);
    const linhaEsperada = xml.split('\n').findIndex((l) => l.includes('<CFOP>9999</CFOP>')) + 1;
    expect(e.linha).toBe(linhaEsperada);
  });

  it('filho obrigatório ausente (CNPJ do emitente) -> "O elemento \'emit\' tem um elemento filho ..."', () => {
    const xml = nfeAmostra06().replace(/<CNPJ>06929383000163<\/CNPJ>/, '');
    const r = pacote.validar(xml, 'nfe');
    expect(r.erros.map((e) => e.mensagem)).toEqual([
      "O elemento 'emit' tem um elemento filho 'xNome' inválido ou incompleto. Os elementos possíveis são: CNPJ, CPF",
    ]);
    expect(r.erros[0].linha).toBeGreaterThan(0);
  });

  it('filho fora de ordem (enderEmit antes de xNome)', () => {
    const xml = nfeAmostra06().replace(/(<xNome>[^<]*<\/xNome>)(\s*)(<enderEmit>)/, '$3$2$1');
    const r = pacote.validar(xml, 'nfe');
    expect(r.erros[0].mensagem).toBe("O elemento 'emit' tem um elemento filho 'enderEmit' inválido ou incompleto. Os elementos possíveis são: xNome");
    expect(r.erros[0].caminho).toBe('/NFe/infNFe/emit/enderEmit');
  });

  it('elemento incompleto ("Missing child element(s)"): ide vazio', () => {
    const xml = nfeAmostra06().replace(/<ide>[\s\S]*?<\/ide>/, '<ide></ide>');
    const r = pacote.validar(xml, 'nfe');
    expect(r.erros[0].original).toMatch(/Missing child element/);
    expect(r.erros[0].mensagem).toBe("O elemento 'infNFe' tem um elemento filho 'ide' inválido ou incompleto. Os elementos possíveis são: cUF");
  });

  it('tamanho inválido usa o valor lido do documento; duplicatas são removidas', () => {
    const r = pacote.validar(nfeAmostra06().replace('<xBairro>Centro</xBairro>', '<xBairro></xBairro>'), 'nfe');
    expect(r.erros.map((e) => e.mensagem)).toEqual(["xBairro - '' é inválido"]);
  });

  it('atributo inválido e XML mal formado', () => {
    const a = pacote.validar(nfeAmostra06().replace('versao="4.00"', 'versao="9.99"'), 'nfe');
    expect(a.erros[0].mensagem).toBe("versao - '9.99' é inválido");
    const m = pacote.validar(nfeAmostra06().replace('</xBairro>', ''), 'nfe');
    expect(m.valido).toBe(false);
    expect(m.erros[0].mensagem).toMatch(/^XML mal formado: a tag 'xBairro' aberta na linha \d+ é fechada por 'enderEmit'$/);
    expect(m.erros[0].linha).toBeGreaterThan(0);
  });

  it('tipo de documento errado -> raiz não declarada', () => {
    const r = pacote.validar(nfeAmostra06(), 'consStatServ');
    expect(r.erros[0].mensagem).toMatch(/^O elemento raiz 'NFe' não é declarado/);
  });

  it('envEvento genérico confere o detEvento pelo schema específico (e110110: CC-e)', () => {
    const xml = extrair(fixture('exemplo_xml_request_cce_cnpj.xml'), 'envEvento').replace(/<xCorrecao>[^<]*<\/xCorrecao>/, '<xCorrecao>curta</xCorrecao>');
    const r = pacote.validar(xml, 'envEvento');
    expect(r.valido).toBe(false);
    expect(r.erros.map((e) => e.mensagem)).toContain("xCorrecao - 'curta' é inválido");
    expect(r.erros[0].linha).toBeGreaterThan(0);
  });
});

describe('traduzirErroSchema', () => {
  const ns = '{http://www.portalfiscal.inf.br/nfe}';
  it('facetas e tipos', () => {
    expect(traduzirErroSchema(`Element '${ns}CFOP': [facet 'pattern'] The value '9999' is not accepted by the pattern '[1,2,3,5,6,7]{1}[0-9]{3}'.\n`)).toEqual({
      mensagem: "CFOP - '9999' é inválido",
      tag: 'CFOP',
      valor: '9999',
    });
    expect(traduzirErroSchema(`Element '${ns}tpAmb': [facet 'enumeration'] The value '3' is not an element of the set {'1', '2'}.`).mensagem).toBe(
      "tpAmb - '3' é inválido",
    );
    expect(traduzirErroSchema("Element 'x': 'abc' is not a valid value of the atomic type 'xs:decimal'.").mensagem).toBe("x - 'abc' é inválido");
    expect(traduzirErroSchema(`Element '${ns}vProd': 'abc' is not a valid value of the local atomic type.`).mensagem).toBe("vProd - 'abc' é inválido");
    expect(
      traduzirErroSchema(`Element '${ns}xNome': [facet 'maxLength'] The value has a length of '61'; this exceeds the allowed maximum length of '60'.`, {
        valor: 'A'.repeat(61),
      }).mensagem,
    ).toBe(`xNome - '${'A'.repeat(61)}' é inválido`);
  });

  it('modelo de conteúdo, com e sem pai', () => {
    const msg = `Element '${ns}xNome': This element is not expected. Expected is one of ( ${ns}xFant, ${ns}enderEmit ).`;
    expect(traduzirErroSchema(msg, { pai: 'emit' }).mensagem).toBe(
      "O elemento 'emit' tem um elemento filho 'xNome' inválido ou incompleto. Os elementos possíveis são: xFant, enderEmit",
    );
    expect(traduzirErroSchema(msg).mensagem).toBe("O elemento filho 'xNome' é inválido ou incompleto. Os elementos possíveis são: xFant, enderEmit");
    expect(traduzirErroSchema(`Element '${ns}emit': Missing child element(s). Expected is ( ${ns}CNPJ ).`, { pai: 'infNFe' }).mensagem).toBe(
      "O elemento 'infNFe' tem um elemento filho 'emit' inválido ou incompleto. Os elementos possíveis são: CNPJ",
    );
    expect(traduzirErroSchema(`Element '${ns}foo': This element is not expected.`, { pai: 'emit' }).mensagem).toBe(
      "O elemento 'emit' tem um elemento filho 'foo' inválido ou incompleto. Nenhum elemento é esperado nesta posição.",
    );
  });

  it('atributos e mensagens desconhecidas', () => {
    expect(traduzirErroSchema(`Element '${ns}infNFe': The attribute 'versao' is required but missing.`).mensagem).toBe(
      "O atributo 'versao' é obrigatório no elemento 'infNFe'",
    );
    expect(traduzirErroSchema(`Element '${ns}infNFe', attribute 'foo': The attribute 'foo' is not allowed.`).mensagem).toBe(
      "O atributo 'foo' não é permitido no elemento 'infNFe'",
    );
    expect(traduzirErroSchema('algo totalmente novo').mensagem).toBe('XML mal formado: algo totalmente novo');
  });
});

describe('memória', () => {
  it('1.000 validações (válidas e inválidas) não fazem a memória crescer sem limite', () => {
    const valido = nfeAmostra06();
    const invalido = valido.replace(/<CFOP>\d+<\/CFOP>/, '<CFOP>9999</CFOP>');
    // aquecimento: compila e estabiliza o heap do WASM
    for (let i = 0; i < 50; i++) {
      pacote.validar(valido, 'nfe');
      pacote.validar(invalido, 'nfe');
    }
    const antes = process.memoryUsage().rss;
    for (let i = 0; i < 1000; i++) {
      expect(pacote.validar(i % 2 ? invalido : valido, 'nfe').valido).toBe(i % 2 === 0);
    }
    const depois = process.memoryUsage().rss;
    // um vazamento de ~10 KB do documento por validação daria > 10 MB; limite generoso de 64 MB
    expect(depois - antes).toBeLessThan(64 * 1024 * 1024);
  });
});
