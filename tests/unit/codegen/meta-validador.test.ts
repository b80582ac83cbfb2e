/**
 * Validador do meta-schema pré-compilado (src/generated/meta-validador.ts, codegen/meta-validador.ts):
 * o carregador do registro usa o código gerado quando o texto de schema/meta.schema.json é o mesmo
 * de que foi gerado e compila o meta-schema com o ajv quando não é; nos dois caminhos uma entrada
 * quebrada é recusada com a mesma mensagem.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashDoMetaSchema } from '../../../codegen/meta-validador.ts';
import { loadRegistry, SCHEMA_DIR } from '../../../schema/registry.ts';
import { META_SCHEMA_SHA256 } from '../../../src/generated/meta-validador.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Pasta de registro com o meta-schema `meta` (texto) e as entradas cliente (quebrada por `quebrar`) e emitente. */
function registro(meta: string, quebrar: (cliente: Record<string, any>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'registro-meta-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'meta.schema.json'), meta);
  mkdirSync(join(dir, 'entities'));
  const cliente = JSON.parse(readFileSync(join(SCHEMA_DIR, 'entities', 'cliente.json'), 'utf8'));
  quebrar(cliente);
  writeFileSync(join(dir, 'entities', 'cliente.json'), JSON.stringify(cliente));
  copyFileSync(join(SCHEMA_DIR, 'entities', 'emitente.json'), join(dir, 'entities', 'emitente.json'));
  return dir;
}

function mensagem(dir: string): string {
  try {
    loadRegistry(dir);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('validador pré-compilado do meta-schema', () => {
  const texto = readFileSync(join(SCHEMA_DIR, 'meta.schema.json'), 'utf8');

  it('foi gerado do meta-schema atual (npm run codegen)', () => {
    expect(META_SCHEMA_SHA256).toBe(hashDoMetaSchema(texto));
  });

  it('recusa a entrada quebrada com a mesma mensagem do meta-schema compilado na hora', () => {
    const quebras: Array<(c: Record<string, any>) => void> = [
      (c) => {
        c['x-erp'].scope = 'todos';
        delete c.title;
      },
      (c) => {
        c.properties.nome.maxLength = 'cem';
        c['x-erp'].menu.section = 'Outra';
      },
    ];
    for (const quebrar of quebras) {
      const gerado = mensagem(registro(texto, quebrar));
      // o mesmo meta-schema com outro texto (outro SHA-256): compilado pelo ajv no carregamento
      const compilado = mensagem(registro(`${texto}\n`, quebrar));
      expect(gerado).toMatch(/^Registro de entidades inválido:\n- cliente\.json: /);
      expect(compilado).toBe(gerado);
    }
  });
});
