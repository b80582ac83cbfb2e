/**
 * Central de ajuda (SPEC §7 /v1/ajudaUpload/ e /v1/ajuda/GetAjudasUsuario):
 * o administrador mantém categorias (com módulos) e artigos em HTML saneado, envia imagens; os
 * usuários leem só o publicado, buscam sem acento e pedem a ajuda de um módulo; quem não é
 * administrador não escreve (nem pela rota, nem direto no banco pela RLS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';
import { withTenant } from '../../src/server/db/tenant.ts';

let s: TestServer;
let admin: LoginData;
let loja: LoginData;
let revenda: LoginData;

beforeAll(async () => {
  s = await startTestServer({ redisUrl: null, demoSize: 5 } as never);
  [admin, loja, revenda] = await Promise.all([s.login('admin'), s.login('loja'), s.login('revenda')]);
});
afterAll(async () => {
  await s?.close();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0e5a50000000049454e44ae426082',
  'hex',
);

function multipart(arquivo: { nome: string; tipo: string; dados: Buffer }) {
  const b = '----erpajuda' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
    arquivo.dados,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const ajudas = (u: LoginData, q = '') => s.call(u.Token, { method: 'GET', url: `/v1/ajuda/GetAjudasUsuario${q}` });

describe('central de ajuda', () => {
  let categoriaId: number;
  let artigoId: number;
  let imagem: { id: string; url: string };

  it('o administrador cria uma categoria ligada a módulos', async () => {
    const r = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ajudaCategoria/',
      payload: { nome: 'Financeiro', descricao: 'Contas a pagar e a receber', ordem: 5, Modulo: [{ modulo: 'receber' }, { modulo: 'pagar' }] },
    });
    expect(r.statusCode, r.body).toBe(201);
    categoriaId = r.json().Data.id;
    expect(
      r
        .json()
        .Data.Modulo.map((m: { modulo: string }) => m.modulo)
        .sort(),
    ).toEqual(['pagar', 'receber']);
    const ruim = await s.call(admin.Token, { method: 'POST', url: '/v1/ajudaCategoria/', payload: { nome: 'Outra', Modulo: [{ modulo: 'naoExiste' }] } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().Message).toMatch(/Módulo/);
  });

  it('envia uma imagem (só imagem, só administrador) e a serve sem autenticação', async () => {
    const r = await s.call(admin.Token, { method: 'POST', url: '/v1/ajudaUpload/', ...multipart({ nome: 'tela.png', tipo: 'image/png', dados: PNG }) });
    expect(r.statusCode, r.body).toBe(200);
    imagem = r.json().Data;
    expect(imagem.url).toBe(`/v1/ajudaUpload/${imagem.id}`);
    const g = await s.app.inject({ method: 'GET', url: imagem.url });
    expect(g.statusCode).toBe(200);
    expect(g.headers['content-type']).toBe('image/png');
    expect(g.headers['x-content-type-options']).toBe('nosniff');
    expect(g.rawPayload.equals(PNG)).toBe(true);

    const pdf = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ajudaUpload/',
      ...multipart({ nome: 'x.png', tipo: 'image/png', dados: Buffer.from('%PDF-1.4 falso') }),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().Message).toMatch(/PNG, JPEG, GIF ou WebP/);
    const html = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ajudaUpload/',
      ...multipart({ nome: 'x.png', tipo: 'image/png', dados: Buffer.from('<svg onload=alert(1)>') }),
    });
    expect(html.statusCode).toBe(400);
    for (const u of [loja, revenda]) {
      const r2 = await s.call(u.Token, { method: 'POST', url: '/v1/ajudaUpload/', ...multipart({ nome: 'tela.png', tipo: 'image/png', dados: PNG }) });
      expect(r2.statusCode).toBe(403);
    }
    expect(
      (await s.app.inject({ method: 'POST', url: '/v1/ajudaUpload/', ...multipart({ nome: 'tela.png', tipo: 'image/png', dados: PNG }) })).statusCode,
    ).toBe(401);
  });

  it('grava o artigo com o HTML saneado e o índice de busca', async () => {
    const conteudo = [
      '<h2 style="text-align: center">Baixa de títulos</h2>',
      '<p>Use a <strong>baixa</strong> <span style="color: #1971c2; font-size: 18px">parcial</span> quando o cliente paga só uma parte.</p>',
      '<p><img src="/v1/ajudaUpload/' + imagem.id + '" alt="Tela de baixa"></p>',
      '<ol start="3"><li><p>Terceiro passo</p></li></ol>',
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360"></iframe></div>',
      '<p><a href="https://www.gov.br/receitafederal">Receita</a> <a href="javascript:alert(1)">clique</a></p>',
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="https://evil.example/embed/x"></iframe>',
      '<p style="position: fixed"><span style="color: expression(alert(1)); font-size: 400px">grande</span></p>',
    ].join('');
    const r = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ajuda/',
      payload: {
        categoria_id: categoriaId,
        titulo: 'Baixar títulos a receber',
        resumo: 'Baixa total ou parcial',
        palavras_chave: 'quitação, recebimento',
        publicado: true,
        conteudo,
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().Data;
    artigoId = d.id;
    expect(d.autor_nome).toBeTruthy();
    expect(d).not.toHaveProperty('texto_busca');
    const c: string = d.conteudo;
    expect(c).toContain('<h2 style="text-align:center">Baixa de títulos</h2>');
    expect(c).toContain('<span style="color:#1971c2;font-size:18px">parcial</span>');
    expect(c).toContain(`<img src="/v1/ajudaUpload/${imagem.id}" alt="Tela de baixa" />`);
    expect(c).toContain('<ol start="3">');
    expect(c).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(c).toContain('<a rel="noopener noreferrer nofollow" href="https://www.gov.br/receitafederal" target="_blank">Receita</a>');
    for (const proibido of ['<script', 'onerror', 'javascript:', 'evil.example', 'expression(', '400px', 'position', 'src="x"'])
      expect(c).not.toContain(proibido);
    expect(c).toContain('grande');

    // conteúdo que, saneado, fica vazio: campo obrigatório
    const vazio = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ajuda/',
      payload: { categoria_id: categoriaId, titulo: 'Vazio', conteudo: '<script>x</script><p> </p>' },
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().Message).toMatch(/^Conteúdo:/);
  });

  it('os usuários leem só o publicado, com busca sem acento e por módulo', async () => {
    const rascunho = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ajuda/',
      payload: { categoria_id: categoriaId, titulo: 'Rascunho interno sobre baixa', conteudo: '<p>ainda não</p>' },
    });
    expect(rascunho.statusCode).toBe(201);

    const todas = await ajudas(loja);
    expect(todas.statusCode, todas.body).toBe(200);
    const dados = todas.json().Data;
    const cat = dados.Categorias.find((x: { id: number }) => x.id === categoriaId);
    expect(cat.modulos).toEqual(['pagar', 'receber']);
    const titulos = dados.Artigos.map((a: { titulo: string }) => a.titulo);
    expect(titulos).toContain('Baixar títulos a receber');
    expect(titulos).not.toContain('Rascunho interno sobre baixa');
    expect(titulos).toContain('Emitir uma NF-e a partir do faturamento'); // demonstração
    expect(dados.Artigos[0]).not.toHaveProperty('conteudo');

    // sem acento e sem caixa, em título, palavras-chave e texto
    for (const q of ['QUITACAO', 'titulos receber', 'parcial', 'baixa parcial']) {
      const r = await ajudas(loja, `?busca=${encodeURIComponent(q)}`);
      expect(
        r.json().Data.Artigos.map((a: { id: number }) => a.id),
        q,
      ).toEqual([artigoId]);
    }
    expect((await ajudas(loja, '?busca=inexistentexyz')).json().Data.Artigos).toEqual([]);
    expect((await ajudas(loja, '?busca=a')).statusCode).toBe(400);
    expect((await ajudas(loja, '?busca=100%25')).statusCode).toBe(200);

    const modulo = (await ajudas(loja, '?modulo=receber')).json().Data;
    expect(modulo.Categorias.map((x: { id: number }) => x.id)).toEqual([categoriaId]);
    const fat = (await ajudas(revenda, '?modulo=faturamento')).json().Data;
    expect(fat.Categorias.map((x: { nome: string }) => x.nome)).toEqual(['Faturamento e NF-e']);
    expect(fat.Artigos.length).toBeGreaterThan(0);

    const um = await ajudas(loja, `?id=${artigoId}`);
    expect(um.json().Data.Artigos[0].conteudo).toContain('Baixa de títulos');
    expect((await ajudas(loja, `?id=${rascunho.json().Data.id}`)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/v1/ajuda/GetAjudasUsuario' })).statusCode).toBe(401);
  });

  it('quem não é administrador não escreve artigos nem categorias', async () => {
    for (const u of [loja, revenda]) {
      expect(
        (await s.call(u.Token, { method: 'POST', url: '/v1/ajuda/', payload: { categoria_id: categoriaId, titulo: 'Invasor', conteudo: '<p>x</p>' } }))
          .statusCode,
      ).toBe(403);
      expect((await s.call(u.Token, { method: 'PUT', url: '/v1/ajuda/', payload: { id: artigoId, titulo: 'Invasor' } })).statusCode).toBe(403);
      expect((await s.call(u.Token, { method: 'DELETE', url: `/v1/ajuda/${artigoId}` })).statusCode).toBe(403);
      expect((await s.call(u.Token, { method: 'GET', url: '/OData/Ajuda' })).statusCode).toBe(403);
      expect((await s.call(u.Token, { method: 'DELETE', url: `/v1/ajudaUpload/?id=${imagem.id}` })).statusCode).toBe(403);
    }
    // a RLS barra a escrita mesmo sem a checagem da rota
    const ctx = { nivel: 'emitente' as const, usuarioId: loja.User.id, emitenteId: loja.User.emitente_id, masterId: null, distribuidorId: null, revendaId: 1 };
    await expect(
      withTenant(s.db, ctx as never, (c) => c.query(`UPDATE ajuda SET titulo = 'x' WHERE id = $1`, [artigoId]).then((r) => r.rowCount)),
    ).resolves.toBe(0);
    await expect(withTenant(s.db, ctx as never, (c) => c.query(`INSERT INTO ajuda_categoria (nome) VALUES ('invasora')`))).rejects.toThrow(
      /row-level security/,
    );
  });

  it('a imagem em uso não é excluída; a categoria com artigos também não', async () => {
    const emUso = await s.call(admin.Token, { method: 'DELETE', url: `/v1/ajudaUpload/?id=${imagem.id}` });
    expect(emUso.statusCode).toBe(400);
    expect(emUso.json().Message).toContain('Baixar títulos a receber');
    const cat = await s.call(admin.Token, { method: 'DELETE', url: `/v1/ajudaCategoria/${categoriaId}` });
    expect(cat.statusCode).toBe(400);
    expect(cat.json().Message).toMatch(/artigo/);

    // tirada do artigo, a imagem sai (registro e arquivo)
    const put = await s.call(admin.Token, { method: 'PUT', url: '/v1/ajuda/', payload: { id: artigoId, conteudo: '<p>Sem imagem agora: baixa parcial.</p>' } });
    expect(put.statusCode, put.body).toBe(200);
    const del = await s.call(admin.Token, { method: 'DELETE', url: '/v1/ajudaUpload/', payload: { id: imagem.id } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: imagem.url })).statusCode).toBe(404);
    expect((await s.call(admin.Token, { method: 'DELETE', url: '/v1/ajudaUpload/?id=nao-e-uuid' })).statusCode).toBe(400);
    // o índice acompanha o conteúdo novo
    expect((await ajudas(loja, '?busca=sem%20imagem')).json().Data.Artigos.map((a: { id: number }) => a.id)).toEqual([artigoId]);
  });

  it('imagens órfãs com mais de 24 h saem na próxima gravação; as usadas ficam', async () => {
    const enviar = async () =>
      (await s.call(admin.Token, { method: 'POST', url: '/v1/ajudaUpload/', ...multipart({ nome: 'x.png', tipo: 'image/png', dados: PNG }) })).json().Data as {
        id: string;
        url: string;
      };
    const [orfa, recente, usada] = [await enviar(), await enviar(), await enviar()];
    const r = await s.call(admin.Token, {
      method: 'PUT',
      url: '/v1/ajuda/',
      payload: { id: artigoId, conteudo: `<p>Com imagem</p><p><img src="${usada.url}"></p>` },
    });
    expect(r.statusCode, r.body).toBe(200);
    await s.db.pool.query(`UPDATE ajuda_imagem SET criado_em = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`, [[orfa.id, usada.id]]);
    // qualquer gravação de artigo limpa
    const outro = await s.call(admin.Token, { method: 'PUT', url: '/v1/ajuda/', payload: { id: artigoId, titulo: 'Baixar títulos a receber (revisado)' } });
    expect(outro.statusCode, outro.body).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: orfa.url })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: recente.url })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: usada.url })).statusCode).toBe(200);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM ajuda_imagem WHERE id = $1', [orfa.id])).rows[0].n).toBe(0);
  });
});
