/**
 * Trilha de auditoria mostra o que mudou: a alteração de um cadastro pelo CRUD
 * genérico, gravada como a tela grava (o registro inteiro de volta, com os campos mudados), deixa os
 * campos alterados com antes/depois; a lista diz quais campos mudaram (não "0 campo(s)") e o
 * detalhe os mostra com os títulos do registro; senhas nunca vão para a trilha, só o fato de terem
 * mudado, mascaradas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja = '';

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const maxId = async () => Number((await s.db.pool.query('SELECT coalesce(max(id), 0) AS m FROM auditoria')).rows[0].m);
const linhasDepois = async (desde: number) => (await s.db.pool.query('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [desde])).rows;

describe('alteração de cadastro: antes/depois dos campos mudados, na linha e na tela', () => {
  it('cliente salvo como a tela salva (registro inteiro): só nome e telefone, com antes e depois', async () => {
    const criado = await s.call(loja, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { nome: 'Mercearia Diferença Ltda', cpf_cnpj: '11.444.777/0001-61', cidade_id: 3509502, uf: 'SP', telefone: '1933334444' },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const id = criado.json().Data.id;
    const atual = (await s.call(loja, { method: 'GET', url: `/v1/cliente/${id}` })).json().Data;
    const antes = await maxId();
    const r = await s.call(loja, {
      method: 'PUT',
      url: '/v1/cliente/',
      payload: { ...atual, nome: 'Mercearia Diferença e Filhos Ltda', telefone: '1933335555' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      acao: 'alterar',
      entidade: 'cliente',
      registro_id: String(id),
      antes: { nome: 'Mercearia Diferença Ltda', telefone: '1933334444' },
      depois: { nome: 'Mercearia Diferença e Filhos Ltda', telefone: '1933335555' },
    });
    expect(Object.keys(linhas[0].depois).sort()).toEqual(['nome', 'telefone']);

    // a lista diz o que mudou; o detalhe mostra antes/depois com os títulos do cadastro
    const lista = await s.call(loja, { method: 'GET', url: `/v1/auditoria/?entidade=cliente&registro_id=${id}&acao=alterar` });
    expect(lista.statusCode, lista.body).toBe(200);
    const item = lista.json().Data.itens[0];
    expect(item.campos).toBe(2);
    expect([...item.alterados].sort()).toEqual(['Nome / Razão social', 'Telefone']);
    const det = (await s.call(loja, { method: 'GET', url: `/v1/auditoria/${item.id}` })).json().Data;
    const porCampo = Object.fromEntries(det.campos.map((c: { campo: string }) => [c.campo, c]));
    expect(porCampo.nome).toMatchObject({ titulo: 'Nome / Razão social', antes: 'Mercearia Diferença Ltda', depois: 'Mercearia Diferença e Filhos Ltda' });
    expect(porCampo.telefone).toMatchObject({ antes: '1933334444', depois: '1933335555' });

    // gravar sem mudar nada: a lista diz que nada mudou (lista vazia), não "0 campo(s)" sem explicação
    const igual = await maxId();
    expect(
      (await s.call(loja, { method: 'PUT', url: '/v1/cliente/', payload: { ...atual, nome: 'Mercearia Diferença e Filhos Ltda', telefone: '1933335555' } }))
        .statusCode,
    ).toBe(200);
    const [semMudanca] = await linhasDepois(igual);
    const l2 = (await s.call(loja, { method: 'GET', url: `/v1/auditoria/?registro_id=${id}&entidade=cliente` })).json().Data.itens;
    expect(l2.find((x: { id: number }) => Number(x.id) === Number(semMudanca.id)).alterados).toEqual([]);
  });

  it('senha trocada: a trilha diz que mudou, mascarada; o texto da senha não aparece', async () => {
    const perfil = (await s.login('loja')).User.EmitenteTipoUsuario.id;
    const criar = await s.call(loja, {
      method: 'POST',
      url: '/v1/usuario/',
      payload: {
        login: 'auditado29',
        nome: 'Ana Auditada',
        email: 'auditado29@demo.erp.local',
        senha: 'Primeira@2026',
        tipo_usuario_id: 6,
        emitente_tipo_usuario_id: perfil,
        ativo: true,
      },
    });
    expect(criar.statusCode, criar.body).toBeLessThan(300);
    const id = criar.json().Data.id;
    const [inclusao] = (
      await s.db.pool.query(`SELECT depois FROM auditoria WHERE entidade = 'usuario' AND registro_id = $1 AND acao = 'incluir'`, [String(id)])
    ).rows;
    expect(inclusao.depois.senha).toBe('••••••');
    const antes = await maxId();
    const r = await s.call(loja, { method: 'PUT', url: '/v1/usuario/', payload: { id, senha: 'Segunda@2026x', nome: 'Ana Auditada Souza' } });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = await linhasDepois(antes);
    const alt = linhas.find((l) => l.entidade === 'usuario' && l.acao === 'alterar');
    expect(alt.antes).toEqual({ nome: 'Ana Auditada', senha: '••••••' });
    expect(alt.depois).toEqual({ nome: 'Ana Auditada Souza', senha: '•••••• (novo)' });
    const bruto = JSON.stringify(linhas);
    expect(bruto).not.toContain('Segunda@2026x');
    expect(bruto).not.toMatch(/\$argon2/);
    const item = (await s.call(loja, { method: 'GET', url: `/v1/auditoria/?entidade=usuario&registro_id=${id}&acao=alterar` })).json().Data.itens[0];
    expect([...item.alterados].sort()).toEqual(['Nome', 'Senha']);
  });
});
