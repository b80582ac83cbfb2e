import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry, type Registry } from '../../../schema/registry.ts';
import { GENERATED_FILES, generate, staleFiles } from '../../../codegen/index.ts';
import { readableFields, typeName } from '../../../codegen/common.ts';
import { tsLiteral } from '../../../codegen/ts-literal.ts';

let registry: Registry;
let files: Map<string, string>;

beforeAll(async () => {
  registry = loadRegistry();
  files = await generate(registry);
}, 120_000);

/** A parsed XML element (enough for the EDMX checks). */
interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
}

/**
 * Minimal well-formedness check and parse of a tag-only XML document (the EDMX has no text nodes):
 * one root, properly nested tags, quoted attributes without raw `<`, valid entity references, no
 * duplicate attributes. Throws on the first problem.
 */
function parseXml(xml: string): XmlElement {
  let i = 0;
  const fail = (msg: string): never => {
    throw new Error(`XML inválido na posição ${i}: ${msg}`);
  };
  const skipMisc = () => {
    for (;;) {
      while (i < xml.length && /\s/.test(xml[i])) i++;
      if (xml.startsWith('<!--', i)) {
        const end = xml.indexOf('-->', i + 4);
        if (end < 0) fail('comentário sem fim');
        if (xml.slice(i + 4, end).includes('--')) fail("'--' dentro de comentário");
        i = end + 3;
      } else if (xml.startsWith('<?', i)) {
        if (i !== 0) fail('declaração XML fora do início');
        const end = xml.indexOf('?>', i);
        if (end < 0) fail('declaração sem fim');
        i = end + 2;
      } else return;
    }
  };
  const NAME = /^[A-Za-z_][\w.:-]*/;
  const element = (): XmlElement => {
    if (xml[i] !== '<') fail('esperado <');
    i++;
    const name = NAME.exec(xml.slice(i))?.[0] ?? fail('nome de elemento');
    i += name.length;
    const attrs: Record<string, string> = {};
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(i))![0];
      i += ws.length;
      if (xml.startsWith('/>', i)) {
        i += 2;
        return { name, attrs, children: [] };
      }
      if (xml[i] === '>') {
        i++;
        break;
      }
      if (!ws) fail('falta espaço entre atributos');
      const an = NAME.exec(xml.slice(i))?.[0] ?? fail('nome de atributo');
      i += an.length;
      if (xml[i] !== '=') fail(`atributo ${an} sem =`);
      const q = xml[i + 1];
      if (q !== '"' && q !== "'") fail(`atributo ${an} sem aspas`);
      const end = xml.indexOf(q, i + 2);
      if (end < 0) fail(`atributo ${an} sem fim`);
      const value = xml.slice(i + 2, end);
      if (value.includes('<')) fail(`'<' no valor de ${an}`);
      for (const m of value.matchAll(/&/g)) {
        if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/.test(value.slice(m.index))) fail(`'&' solto no valor de ${an}`);
      }
      if (an in attrs) fail(`atributo ${an} repetido`);
      attrs[an] = value
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      i = end + 1;
    }
    const children: XmlElement[] = [];
    for (;;) {
      skipMisc();
      if (xml.startsWith('</', i)) {
        i += 2;
        const close = NAME.exec(xml.slice(i))?.[0];
        if (close !== name) fail(`fechamento </${close}> para <${name}>`);
        i += name.length;
        while (/\s/.test(xml[i])) i++;
        if (xml[i] !== '>') fail('esperado >');
        i++;
        return { name, attrs, children };
      }
      if (i >= xml.length) fail(`<${name}> sem fechamento`);
      if (xml[i] !== '<') fail(`texto inesperado dentro de <${name}>`);
      children.push(element());
    }
  };
  skipMisc();
  const root = element();
  skipMisc();
  if (i !== xml.length) fail('conteúdo após o elemento raiz');
  return root;
}

const kids = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);

describe('codegen (registro -> src/generated)', () => {
  it('os arquivos gerados estão em dia com o registro', () => {
    expect([...files.keys()]).toEqual([...GENERATED_FILES]);
    const stale = staleFiles(files);
    expect(stale, `Arquivos gerados desatualizados: ${stale.join(', ')}. Rode npm run codegen e confirme o resultado.`).toEqual([]);
  });

  it('é determinístico', async () => {
    const again = await generate(registry);
    for (const [path, content] of files) expect(again.get(path) === content, path).toBe(true);
  }, 120_000);

  it('cada arquivo traz o aviso de gerado', () => {
    for (const [path, content] of files) {
      if (path.endsWith('.json')) expect(content.endsWith('}\n'), path).toBe(true);
      else expect(content, path).toContain('gerado por npm run codegen — não edite');
    }
  });

  describe('metadata.xml (EDMX)', () => {
    let edmx: XmlElement;
    beforeAll(() => {
      edmx = parseXml(files.get('src/generated/metadata.xml')!);
    });

    it('é XML bem formado com Edmx 4.0 e um único Schema ERP', () => {
      expect(edmx.name).toBe('edmx:Edmx');
      expect(edmx.attrs.Version).toBe('4.0');
      expect(edmx.attrs['xmlns:edmx']).toBe('http://docs.oasis-open.org/odata/ns/edmx');
      const ds = kids(edmx, 'edmx:DataServices');
      expect(ds).toHaveLength(1);
      const schemas = kids(ds[0], 'Schema');
      expect(schemas).toHaveLength(1);
      expect(schemas[0].attrs.Namespace).toBe('ERP');
      expect(schemas[0].attrs.xmlns).toBe('http://docs.oasis-open.org/odata/ns/edm');
    });

    it('tem um EntityType de chave única e um EntitySet por entidade', () => {
      const schema = kids(kids(edmx, 'edmx:DataServices')[0], 'Schema')[0];
      const types = new Map(kids(schema, 'EntityType').map((t) => [t.attrs.Name, t]));
      const containers = kids(schema, 'EntityContainer');
      expect(containers).toHaveLength(1);
      const sets = new Map(kids(containers[0], 'EntitySet').map((s) => [s.attrs.Name, s]));
      expect(types.size).toBe(registry.entities.length);
      expect(sets.size).toBe(registry.entities.length);
      for (const e of registry.entities) {
        const t = types.get(typeName(e));
        expect(t, `EntityType ${typeName(e)}`).toBeDefined();
        const keys = kids(t!, 'Key');
        expect(keys, e.id).toHaveLength(1);
        const refs = kids(keys[0], 'PropertyRef');
        expect(
          refs.map((r) => r.attrs.Name),
          e.id,
        ).toEqual([e.key]);
        const props = kids(t!, 'Property');
        expect(
          props.map((p) => p.attrs.Name),
          `${e.id}: propriedades = campos legíveis`,
        ).toEqual(readableFields(e).map(([n]) => n));
        const key = props.find((p) => p.attrs.Name === e.key)!;
        expect(key.attrs.Nullable, `${e.id}: chave não nula`).toBe('false');
        for (const p of props) {
          expect(p.attrs.Type, `${e.id}.${p.attrs.Name}`).toMatch(/^(Edm\.(Int32|Decimal|Boolean|Date|DateTimeOffset|Guid|String)|Collection\(Edm\.\w+\))$/);
          if (p.attrs.Type === 'Edm.Decimal') expect(p.attrs.Precision && p.attrs.Scale, `${e.id}.${p.attrs.Name}`).toBeTruthy();
        }
        expect(sets.get(e.erp.odata)?.attrs.EntityType, `EntitySet ${e.erp.odata}`).toBe(`ERP.${typeName(e)}`);
      }
    });

    it('o verificador de XML recusa documentos malformados', () => {
      expect(() => parseXml('<a><b></a>')).toThrow();
      expect(() => parseXml('<a x="1 & 2"/>')).toThrow();
      expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
      expect(() => parseXml('<a/><b/>')).toThrow();
      expect(parseXml('<?xml version="1.0"?>\n<!-- c -->\n<a x="&amp;&lt;"><b/></a>\n').attrs.x).toBe('&<');
    });
  });

  describe('openapi.json', () => {
    let doc: Record<string, any>;
    beforeAll(() => {
      doc = JSON.parse(files.get('src/generated/openapi.json')!);
    });

    it('é OpenAPI 3.1 com as rotas de SPEC §7', () => {
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.title).toBe('ERP API');
      expect(doc.paths['/v1/cliente/{id}'].get['x-permission']).toBe('Permitir.Cliente.Consultar');
      expect(doc.paths['/v1/cliente/{id}'].delete['x-permission']).toBe('Permitir.Cliente.Alterar');
      expect(doc.paths['/v1/cliente/'].post['x-permission']).toBe('Permitir.Cliente.Incluir');
      expect(doc.paths['/v1/cliente/'].put['x-permission']).toBe('Permitir.Cliente.Alterar');
      const odata = doc.paths['/OData/Cliente'].get;
      const params = odata.parameters.map((p: { $ref: string }) => doc.components.parameters[p.$ref.split('/').pop()!].name);
      expect(params).toEqual(['$filter', '$orderby', '$top', '$skip', '$count', '$select', '$search']);
      expect(doc.components.parameters.ODataTop.schema.maximum).toBe(1000);
      for (const p of [
        '/OData/$metadata',
        '/v1/schema/{id}',
        '/v1/auth/login/',
        '/v1/auth/refresh-token/',
        '/v1/auth/revoke-session/{token}',
        '/v1/auth/revoke-session-id/{id}',
        '/v1/auth/RefreshTokenEmpresa/',
        '/v1/ConfiguracaoWhiteLabel/CarregarUrl/{id}',
      ]) {
        expect(doc.paths[p], p).toBeDefined();
      }
      expect(doc.paths['/v1/ConfiguracaoWhiteLabel/CarregarUrl/{id}'].get.security).toEqual([]);
      expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
    });

    it('segue o registro: leitura para todas, escrita só fora de readOnly e nas ações de permission.actions, "todos" com restAll', () => {
      for (const e of registry.entities) {
        const base = `/v1/${e.erp.rest}`;
        const oferece = (a: 'Incluir' | 'Alterar' | 'Excluir') => !e.erp.readOnly && (!e.erp.permission.actions || e.erp.permission.actions.includes(a));
        expect(doc.paths[`${base}/{id}`]?.get, e.id).toBeDefined();
        expect(doc.paths[`/OData/${e.erp.odata}`]?.get, e.id).toBeDefined();
        expect(Boolean(doc.paths[`${base}/`]?.post), `${e.id} POST`).toBe(oferece('Incluir'));
        expect(Boolean(doc.paths[`${base}/`]?.put), `${e.id} PUT`).toBe(oferece('Alterar'));
        expect(Boolean(doc.paths[`${base}/{id}`]?.delete), `${e.id} DELETE`).toBe(oferece('Excluir'));
        expect(Boolean(doc.paths[base]?.get), `${e.id} GET todos`).toBe(e.erp.restAll === true);
        const schema = doc.components.schemas[typeName(e)];
        for (const [name, f] of Object.entries(e.properties)) {
          expect(name in schema.properties, `${e.id}.${name}`).toBe(!f['x-hidden']);
        }
        expect(JSON.stringify(schema)).not.toMatch(/"x-/);
      }
    });

    it('toda operação tem tag, resumo, operationId único e x-permission nas de entidade', () => {
      const ids = new Set<string>();
      for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
        for (const [method, op] of Object.entries(item)) {
          expect(op.tags?.length, `${method} ${path}`).toBe(1);
          expect(op.summary, `${method} ${path}`).toBeTruthy();
          expect(ids.has(op.operationId), op.operationId).toBe(false);
          ids.add(op.operationId);
          // entity routes and action contracts (src/contratos) carry their rule; system routes (tag Sistema) are public or check their own
          if (op.tags[0] !== 'Sistema' && !op.security) {
            expect(op['x-permission'], `${method} ${path}`).toMatch(
              /^Permitir\.[A-Z]\w*\.(Consultar|Incluir|Alterar|Gerenciar|Inutilizar|CartaCorrecao|ArquivosXML|Relatorios|Executar|LiberarAcesso)$/,
            );
          }
        }
      }
    });

    it('todo $ref resolve', () => {
      const refs: string[] = [];
      const walk = (v: unknown) => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') {
          for (const [k, x] of Object.entries(v)) {
            if (k === '$ref') refs.push(String(x));
            else walk(x);
          }
        }
      };
      walk(doc);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) {
        expect(ref.startsWith('#/'), ref).toBe(true);
        let cur: any = doc;
        for (const seg of ref
          .slice(2)
          .split('/')
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')))
          cur = cur?.[seg];
        expect(cur, ref).toBeDefined();
      }
    });
  });

  describe('types.ts, openapi.d.ts e resources.ts', () => {
    it('types.ts tem uma interface por entidade, listas filhas e o mapa', () => {
      const ts = files.get('src/generated/types.ts')!;
      expect(ts).toContain('export interface Cliente {');
      expect(ts).toMatch(/\n {2}Email\?: ClienteEmail\[\];/);
      for (const e of registry.entities) expect(ts, typeName(e)).toContain(`export interface ${typeName(e)} {`);
      expect(ts).toContain('export type EntityName =');
      expect(ts).toContain('export interface EntityMap {');
      expect(ts).not.toMatch(/x-erp|x-nfe/);
    });

    it('types.ts deixa campos writeOnly opcionais e omite x-hidden', () => {
      const ts = files.get('src/generated/types.ts')!;
      for (const e of registry.entities) {
        const start = ts.indexOf(`export interface ${typeName(e)} {`);
        const body = ts.slice(start, ts.indexOf('\n}', start));
        for (const [name, f] of Object.entries(e.properties)) {
          const m = new RegExp(`\\n  ${name}(\\??):`).exec(body);
          if (f['x-hidden']) expect(m, `${e.id}.${name} oculto`).toBeNull();
          else {
            expect(m, `${e.id}.${name}`).not.toBeNull();
            const required = e.required.includes(name) && !f.writeOnly;
            expect(m![1] === '', `${e.id}.${name} obrigatório=${required}`).toBe(required);
          }
        }
      }
    });

    it('openapi.d.ts vem do openapi-typescript', () => {
      const dts = files.get('src/generated/openapi.d.ts')!;
      expect(dts).toContain('export interface paths {');
      expect(dts).toContain('"/v1/cliente/{id}": {');
      expect(dts).toContain('export interface components {');
    });

    it('resources.ts lista as entidades em ordem de id', () => {
      const src = files.get('src/generated/resources.ts')!;
      const names = [...src.matchAll(/^ {4}name: '([^']+)',$/gm)].map((m) => m[1]);
      const ids = registry.entities.map((e) => e.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(names).toEqual(ids);
      expect(src).toContain('as const satisfies readonly Resource[]');
    });

    it('tsLiteral escapa strings e quebra linhas longas', () => {
      expect(tsLiteral({ a: "it's", 'b-c': [1, null, true] })).toBe("{ a: 'it\\'s', 'b-c': [1, null, true] }");
      expect(tsLiteral({ a: 'x'.repeat(30) }, 0, 20)).toBe(`{\n  a: '${'x'.repeat(30)}',\n}`);
    });
  });
});
