/**
 * Anotação `x-minimumField` do registro (schema/meta.schema.json): um campo numérico não fica
 * abaixo do irmão indicado (grupo de adicionais: máximo de escolhas >= mínimo). O carregador do
 * registro recusa anotações sem sentido e a regra do repositório genérico
 * (checarMinimosEntreCampos) recusa com 400 no campo, contando o padrão do registro para o campo
 * ausente e o valor gravado mesclado na alteração.
 */
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRegistry, SCHEMA_DIR } from '../../../schema/registry.ts';
import { checarMinimosEntreCampos } from '../../../src/server/crud/validate.ts';
import { ValidationError } from '../../../src/server/http/envelope.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function registroCom(
  maximo: Record<string, unknown>,
  minimo: Record<string, unknown> = { type: 'integer', title: 'Mínimo', minimum: 0, maximum: 9, default: 0 },
) {
  const dir = mkdtempSync(join(tmpdir(), 'registro-'));
  dirs.push(dir);
  copyFileSync(join(SCHEMA_DIR, 'meta.schema.json'), join(dir, 'meta.schema.json'));
  const faixa = {
    $id: 'faixa',
    title: 'Faixa',
    type: 'object',
    'x-erp': { odata: 'Faixa', rest: 'faixa', table: 'faixa', plural: 'Faixas', scope: 'global', permission: { rule: 'Faixa', source: 'tipo' } },
    properties: { id: { type: 'integer', title: 'Código', readOnly: true }, minimo, maximo },
  };
  mkdirSync(join(dir, 'entities'));
  writeFileSync(join(dir, 'entities', 'faixa.json'), JSON.stringify(faixa));
  return () => loadRegistry(dir);
}

const MAXIMO = { type: 'integer', title: 'Máximo', minimum: 1, maximum: 9, default: 1, 'x-minimumField': 'minimo' };

describe('x-minimumField no registro', () => {
  it('aceita a anotação entre campos numéricos e recusa campo inexistente, não numérico ou piso com teto maior', () => {
    expect(() => registroCom(MAXIMO)()).not.toThrow();
    expect(() => registroCom({ ...MAXIMO, 'x-minimumField': 'piso' })()).toThrow(/x-minimumField 'piso' não existe/);
    expect(() => registroCom(MAXIMO, { type: 'string', title: 'Mínimo', maxLength: 2 })()).toThrow(/x-minimumField exige campos numéricos/);
    expect(() => registroCom(MAXIMO, { type: 'integer', title: 'Mínimo', minimum: 0, maximum: 99 })()).toThrow(/acima do máximo deste campo/);
  });

  it('recusa o campo abaixo do piso (com o padrão do ausente) e aceita igual, acima ou nulo', () => {
    const e = registroCom(MAXIMO)().get('faixa');
    const erro = (v: Record<string, unknown>) => {
      try {
        checarMinimosEntreCampos(e, v);
        return null;
      } catch (err) {
        expect(err).toBeInstanceOf(ValidationError);
        return err as ValidationError;
      }
    };
    expect(erro({ minimo: 2, maximo: 1 })?.message).toBe('Máximo: Deve ser maior ou igual a Mínimo (2)');
    expect(erro({ minimo: 3 })).not.toBeNull(); // máximo ausente vale o padrão 1
    expect(erro({ minimo: 2, maximo: 2 })).toBeNull();
    expect(erro({ minimo: 0, maximo: 5 })).toBeNull();
    expect(erro({})).toBeNull(); // padrões 0 e 1
    expect(erro({ minimo: null, maximo: 1 })).toBeNull();
  });
});
