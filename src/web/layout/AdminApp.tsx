/**
 * The authenticated area (lazy chunk, arquitetura §8): react-admin's <Admin> under `/:url/*` with
 * basename `/{url}`, our auth/data/i18n providers, the layout, and the routes the user may open
 * (menu/rotas.ts): the generated CRUD screens at the SPEC paths (`resourcePath`), the dashboard at
 * `/{url}/dashboard`, and aliases for SPEC paths served by a generated screen. Every registry
 * resource is also declared as a bare <Resource> so references and labels work.
 */
import { useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { ResourceContextProvider, useTranslate, type RaRecord } from 'ra-core';
import { resources, type Resource as Recurso } from '../../generated/resources.ts';
import { ResourceCreate, ResourceEdit, ResourceList } from '../resources/index.tsx';
import { authProvider } from '../providers/authProvider.ts';
import { dataProvider } from '../providers/dataProvider.ts';
import { criarI18nProvider } from '../i18n/index.ts';
import { rotasDoUsuario, rotasNegadas, type Rota } from '../menu/rotas.ts';
import { SEM_PERMISSOES, type Permissoes } from '../session/permissoes.ts';
import { useTenant } from '../tenant/TenantContext.tsx';
import { caminhoDoTenant } from '../tenant/caminho.ts';
import { Carregando } from './Carregando.tsx';
import { NaoEncontrada } from '../pages/public/NaoEncontrada.tsx';
import { PaginaPropria } from '../pages/paginas.tsx';
import { AppLayout } from './AppLayout.tsx';
import { lazyChunk } from './chunk.ts';
import { criarTema } from './tema.ts';
import { useTema } from './preferencias.ts';

const Dashboard = lazyChunk(() => import('../pages/Dashboard.tsx'));

/** react-admin's own preferences (list columns, sort, ...) under the `RaStoreERP` prefix. */
const store = localStorageStore(undefined, 'ERP');

const CAMPOS_REPRESENTACAO = ['nome', 'descricao', 'fantasia', 'login', 'email', 'url'];

/** How a record of a registry resource is named in titles, references and confirmations. */
export function representacao(r: Recurso): (rec: RaRecord) => string {
  const campo = CAMPOS_REPRESENTACAO.find((c) => r.fields.some((f) => f.name === c));
  return (rec) => String((campo && rec?.[campo]) || rec?.[r.key] || rec?.id || '');
}

function PaginaNaoEncontrada() {
  const translate = useTranslate();
  const { url } = useTenant();
  return (
    <NaoEncontrada
      telaCheia={false}
      destino={caminhoDoTenant(url, 'dashboard')}
      textos={{
        titulo: translate('app.layout.naoEncontrada'),
        texto: translate('app.layout.naoEncontradaTexto'),
        voltar: translate('app.layout.voltarInicio'),
      }}
    />
  );
}

function AcessoNegado() {
  const translate = useTranslate();
  const { url } = useTenant();
  return (
    <NaoEncontrada
      telaCheia={false}
      destino={caminhoDoTenant(url, 'dashboard')}
      textos={{ titulo: translate('app.layout.acessoNegado'), texto: translate('app.layout.semPermissao'), voltar: translate('app.layout.voltarInicio') }}
    />
  );
}

/** The element of a table route. */
function elementoDaRota(r: Rota, url: string) {
  if (r.alias) return <Navigate to={caminhoDoTenant(url, r.alias)} replace />;
  if (r.tela === 'dashboard') return <Dashboard />;
  if (r.componente) return <PaginaPropria nome={r.componente} />;
  const nome = r.recurso!;
  const Tela = r.tela === 'list' ? ResourceList : r.tela === 'create' ? ResourceCreate : ResourceEdit;
  return (
    <ResourceContextProvider value={nome}>
      <Tela resource={nome} />
    </ResourceContextProvider>
  );
}

function AreaDoReactAdmin() {
  const { url, config } = useTenant();
  const { modo } = useTema();
  const tema = useMemo(() => criarTema(modo, config.cor_primaria), [modo, config.cor_primaria]);
  const i18nProvider = useMemo(() => criarI18nProvider(), []);
  const declaracoes = useMemo(() => resources.map((r) => <Resource key={r.name} name={r.name} recordRepresentation={representacao(r)} />), []);

  return (
    <Admin
      basename={`/${encodeURIComponent(url)}`}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={tema}
      layout={AppLayout}
      catchAll={PaginaNaoEncontrada}
      accessDenied={AcessoNegado}
      loading={Carregando}
      title={config.nome_empresa ?? ''}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {(permissoes: Permissoes | undefined) => [
        ...declaracoes,
        <CustomRoutes key="rotas">
          {rotasDoUsuario(permissoes ?? SEM_PERMISSOES).map((r) => (
            <Route key={r.path} path={r.path} element={elementoDaRota(r, url)} />
          ))}
          {rotasNegadas(permissoes ?? SEM_PERMISSOES).map((r) => (
            <Route key={`negada:${r.path}`} path={r.path} element={<AcessoNegado />} />
          ))}
        </CustomRoutes>,
      ]}
    </Admin>
  );
}

/**
 * react-router só existe aqui (a casca pública usa navegacao/roteador.tsx): o roteador do navegador
 * e a rota `/:url/*`, para o react-admin casar as suas rotas a partir de `/{url}` como antes.
 */
export default function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/:url/*" element={<AreaDoReactAdmin />} />
      </Routes>
    </BrowserRouter>
  );
}
