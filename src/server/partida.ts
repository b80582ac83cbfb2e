/**
 * The server's start after the database began to open (src/server/main.ts): registry validation,
 * migrations, seed checks, the simulators and routes, listen, then the demo's post-listen
 * preparation — the order and switches main.ts describes. A module of its own so that main.ts can
 * start the PGlite thread before this code and its dependencies are loaded.
 */
import type { Config } from './config.ts';
import type { Database } from './db/pool.ts';
import { migrate } from './db/migrate.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { createServer } from './app.ts';
import { partidaConcluida } from './http/apos-partida.ts';
import { seed, DEMO_LOGINS, DEMO_PASSWORD } from './seed/index.ts';
import { iniciarSimuladorDoServidor } from './modules/nfe/index.ts';

/**
 * Runs the start with `config` and the database being opened (`banco`); `fase(nome)` records the end
 * of each phase (ERP_FASES_PARTIDA=1, main.ts). Resolves once the server listens and the demo's
 * preparation ran; SIGINT/SIGTERM close everything and exit 0.
 */
export async function iniciar(config: Config, banco: Promise<Database>, fase: (nome: string) => void, fases: Record<string, number>): Promise<void> {
  const registry = loadRegistry();
  fase('registro');
  const db = await banco;
  // the routes are built while the database finishes opening and checks migrations and seed (no
  // query at set-up: the first runs on the first request)
  const servidor = createServer({ config, db, registry }).then((a) => {
    fase('rotas');
    return a;
  });
  // NF-e: simulador da SEFAZ (homologação) fora de produção (modules/nfe), ao mesmo tempo
  const simulador =
    !config.sefazSimulador || config.production
      ? null
      : iniciarSimuladorDoServidor(config, { pacoteEmSegundoPlano: true }).then((s) => {
          fase('simulador');
          return s;
        });
  const applied = await migrate(db);
  fase('migracoes');
  if (applied.length) console.log(`Migrações aplicadas: ${applied.length}`);
  const seeded = await seed(db, config, (m) => console.log(m));
  fase('seed');
  const demo = !config.production && (await db.pool.query(`SELECT 1 FROM usuario WHERE login = 'loja'`)).rows.length > 0;

  // Licenças: sem PSP PIX configurado, a demonstração usa o simulador de PSP (src/psp-simulator,
  // carregado só fora de produção) para "Pagar com PIX" funcionar e o desbloqueio ser visto.
  const pspDemo =
    demo && !config.production && !process.env.LICENCA_PIX_URL ? await (await import('../psp-simulator/demonstracao.ts')).iniciarPspDaDemonstracao() : null;

  // certificados A1 de teste da demonstração, emitidos pela AC do simulador
  const [sefaz, app] = await Promise.all([
    (async () => {
      if (!simulador) return null;
      const s = await simulador;
      if (demo) await (await import('./modules/nfe/certificados-demo.ts')).prepararCertificadosDemo(db, s.ca, config);
      return s;
    })(),
    servidor,
  ]);
  await app.listen({ port: config.port, host: config.host });
  fase('listen');
  if (process.env.ERP_FASES_PARTIDA === '1') console.log(`fases da partida (ms): ${JSON.stringify(fases)}`);
  // o que segue (demonstração, simulador da NFS-e) espera a primeira resposta, como o trabalho em segundo
  // plano dos módulos (http/apos-partida.ts): um reinício responde antes
  if (sefaz) await partidaConcluida(app);
  // demonstração com o simulador: loja e indústria vendem uma à outra e o Ambiente Nacional do
  // simulador distribui as notas (e resumos de fornecedores de fora) — modules/compras/dfe-demo.ts
  if (sefaz && demo) {
    try {
      const { prepararDistribuicaoDemo } = await import('./modules/compras/dfe-demo.ts');
      const r = await prepararDistribuicaoDemo(app, db, sefaz.simulador);
      if (r.notas.length || r.fornecedores) {
        console.log(`Distribuição DF-e da demonstração: ${r.notas.length} NF-e entre as empresas, ${r.fornecedores} resumo(s) de fornecedores.`);
      }
    } catch (e) {
      console.error(`Distribuição DF-e da demonstração não preparada: ${(e as Error).message}`);
    }
  }
  // demonstração com o simulador: pedidos nas etapas que só a NF-e autorizada alcança (faturado e
  // entregue), gravados e faturados pela API — modules/pedidos/demo-faturados.ts
  if (sefaz && demo) {
    try {
      const { faturarPedidosDemo } = await import('./modules/pedidos/demo-faturados.ts');
      const p = await faturarPedidosDemo(app, db);
      if (p.faturado) console.log('Pedidos da demonstração: um faturado e um entregue, com as NF-e autorizadas.');
    } catch (e) {
      console.error(`Pedidos faturados da demonstração não preparados: ${(e as Error).message}`);
    }
  }

  // NFS-e: simulador da API nacional (Sefin Nacional) com a mesma AC de teste do simulador da SEFAZ;
  // na demonstração a loja e a indústria emitem uma NFS-e de serviço cada — modules/nfse/demo.ts
  const nfse = sefaz
    ? await (async () => {
        try {
          const { iniciarSimuladorNfseDoServidor } = await import('./modules/nfse/runtime.ts');
          return await iniciarSimuladorNfseDoServidor(config, { ca: sefaz.ca });
        } catch (e) {
          console.error(`Simulador da NFS-e não iniciado: ${(e as Error).message}`);
          return null;
        }
      })()
    : null;
  if (nfse && demo) {
    try {
      const { emitirNfseDemo } = await import('./modules/nfse/demo.ts');
      const chaves = [await emitirNfseDemo(app, db, 'loja'), await emitirNfseDemo(app, db, 'industria')].filter(Boolean);
      if (chaves.length) console.log(`NFS-e da demonstração: ${chaves.length} autorizada(s) pelo simulador da API nacional.`);
    } catch (e) {
      console.error(`NFS-e da demonstração não emitidas: ${(e as Error).message}`);
    }
  }

  const endereco = app.server.address();
  const porta = typeof endereco === 'object' && endereco ? endereco.port : config.port;
  const base = `http://localhost:${porta}`;
  if (sefaz) console.log(`Simulador SEFAZ (homologação) em ${sefaz.simulador.url}`);
  if (nfse) console.log(`Simulador da NFS-e Nacional (produção restrita) em ${nfse.url}`);
  if (pspDemo) {
    pspDemo.ligarWebhook(base);
    console.log(
      `Simulador PIX (licenças da demonstração) em ${pspDemo.psp.url}: cobranças pagas sozinhas em ${pspDemo.pagarAposMs / 1000} s ou pelo botão da página.`,
    );
  }
  console.log(`\nERP no ar em ${base} (banco: ${db.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(`API: ${base}/v1   OData: ${base}/OData   Documentação: ${base}/docs`);
  if (seeded.demo) console.log('Banco novo: demonstração criada.');
  if (demo) {
    console.log(`\nEndereços (white-label): ${base}/erp/  e  ${base}/parceiro/`);
    console.log(`Logins de demonstração (senha de todos: ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.login.padEnd(13)} ${l.descricao}`);
  }
  // vendas e notas que ficaram em 'transmitindo' numa parada anterior: concluídas pela recuperação
  // (modules/pdv/recuperacao.ts), que roda com o aquecimento da emissão logo depois do listen

  let parando = false;
  const stop = async () => {
    if (parando) return;
    parando = true;
    await app.close();
    await sefaz?.parar();
    await nfse?.parar();
    await pspDemo?.psp.parar();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
