import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adotarTenantEmbutido,
  COR_PRIMARIA_PADRAO,
  TITULO_LOGIN_PADRAO,
  carregarTenant,
  gravarTenant,
  logoParaFundoEscuro,
  normalizarWhiteLabel,
  precisaCarregar,
  redirecionamentoRaiz,
  segmentoDaRota,
  tenantArmazenado,
  tenantAtual,
  tenantValido,
  whiteLabelEmCache,
} from '../../../src/web/tenant/tenant.ts';
import { CHAVES, TENANT_PADRAO } from '../../../src/web/session/chaves.ts';
import { caminhoRelativo } from '../../../src/web/tenant/caminho.ts';
import { falsoFetch, instalarStorage, resposta } from './apoio.ts';

const ID36 = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

beforeEach(() => instalarStorage());
afterEach(() => vi.unstubAllGlobals());

describe('segmento do tenant (SPEC §2, §5)', () => {
  it('válido com 1 a 255 caracteres', () => {
    expect(tenantValido('a')).toBe(true);
    expect(tenantValido('x'.repeat(255))).toBe(true);
    expect(tenantValido('x'.repeat(256))).toBe(false);
    expect(tenantValido('')).toBe(false);
    expect(tenantValido(ID36)).toBe(true);
  });

  it('do parâmetro da rota, senão da segunda parte do caminho', () => {
    expect(segmentoDaRota('erp', '/parceiro/x')).toBe('erp');
    expect(segmentoDaRota(undefined, '/parceiro/sign-in')).toBe('parceiro');
  });

  it('redirecionamento da raiz: /{url}/ -> sign-in; segunda parte com 36 caracteres é o tenant', () => {
    expect(redirecionamentoRaiz('/erp/')).toBe('/erp/sign-in');
    expect(redirecionamentoRaiz(`/app/${ID36}`)).toBe(`/${ID36}/sign-in`);
    expect(redirecionamentoRaiz(`/${ID36}/${ID36}`)).toBeNull();
    expect(redirecionamentoRaiz('/erp/dashboard')).toBeNull();
    expect(redirecionamentoRaiz('/erp/clientes/consultar')).toBeNull();
  });

  it('tenant guardado ou o padrão embutido', () => {
    expect(tenantAtual()).toBe(TENANT_PADRAO);
    localStorage.setItem(CHAVES.tenant, 'parceiro');
    expect(tenantArmazenado()).toBe('parceiro');
    expect(caminhoRelativo('/parceiro/clientes/editar/3', 'parceiro')).toBe('clientes/editar/3');
  });
});

describe('carga do tenant (CarregarUrl)', () => {
  it('segmento diferente do guardado: limpa, consulta, guarda url (localStorage) e configuração (sessionStorage)', async () => {
    gravarTenant('erp', normalizarWhiteLabel({ nome_empresa: 'ERP' }, 'erp'));
    expect(precisaCarregar('erp')).toBe(false);
    expect(precisaCarregar('parceiro')).toBe(true);
    const { chamadas } = falsoFetch(() =>
      resposta(200, { Success: true, Message: null, Data: { url: 'parceiro', nome_empresa: 'Parceiro', cor_primaria: '#3E97FF', login_titulo: null } }),
    );
    const r = await carregarTenant('parceiro');
    expect(chamadas[0].url).toBe('/v1/ConfiguracaoWhiteLabel/CarregarUrl/parceiro');
    expect(r.ok).toBe(true);
    expect(localStorage.getItem(CHAVES.tenant)).toBe('parceiro');
    expect(whiteLabelEmCache()).toMatchObject({ nome_empresa: 'Parceiro', cor_primaria: '#3E97FF', login_titulo: TITULO_LOGIN_PADRAO });
    expect(precisaCarregar('parceiro')).toBe(false);
  });

  it('Success false ou falha: o tenant fica vazio', async () => {
    gravarTenant('erp', normalizarWhiteLabel({}, 'erp'));
    falsoFetch(() => resposta(200, { Success: false, Message: 'Empresa não encontrada para este endereço.', Data: null }));
    expect(await carregarTenant('xyz')).toEqual({ ok: false, motivo: 'nao-encontrado' });
    expect(localStorage.getItem(CHAVES.tenant)).toBeNull();
    expect(whiteLabelEmCache()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await carregarTenant('erp')).toEqual({ ok: false, motivo: 'falha' });
    expect(await carregarTenant('x'.repeat(300))).toEqual({ ok: false, motivo: 'invalido' });
  });

  it('padrões: título, cor #50CD89 e logos', () => {
    const w = normalizarWhiteLabel({ cor_primaria: 'vermelho' }, 'erp');
    expect(w.cor_primaria).toBe(COR_PRIMARIA_PADRAO);
    expect(w.login_titulo).toBe('Rápido, Eficiente e Produtivo');
    expect(logoParaFundoEscuro(normalizarWhiteLabel({ logo: '/a.svg', logo_white: '/a.svg' }, 'x'))).toEqual({ src: '/a.svg', inverter: true });
    expect(logoParaFundoEscuro(normalizarWhiteLabel({ logo: '/a.svg', logo_white: '/b.svg' }, 'x'))).toEqual({ src: '/b.svg', inverter: false });
  });

  it('endereços inseguros gravados antes da regra (x-url) não chegam à tela: site e imagens caem no vazio ou no padrão', () => {
    const w = normalizarWhiteLabel({ site: 'javascript:alert(1)', logo: 'javascript:alert(2)', icone: 'data:text/html,<b>', login_fundo: 'vbscript:x' }, 'x');
    expect(w.site).toBeNull();
    expect(w.logo).toBe('/logo.svg');
    expect(w.icone).toBe('/favicon.svg');
    expect(w.login_fundo).toBeNull();
    const boa = normalizarWhiteLabel({ site: 'https://parceiro.com.br', logo: 'data:image/png;base64,iVBORw0KGgo=' }, 'x');
    expect(boa.site).toBe('https://parceiro.com.br');
    expect(boa.logo).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});

describe('marca do tenant embutida no index.html', () => {
  const doc = (texto: string | null) =>
    ({ getElementById: (id: string) => (id === 'erp-tenant' && texto !== null ? { textContent: texto } : null) }) as unknown as Document;
  const json = (segmento: string, dados: object) => JSON.stringify({ segmento, dados });

  it('adota a marca do segmento da página sem ir ao servidor; tenant novo limpa o menu', () => {
    gravarTenant('erp', normalizarWhiteLabel({ nome_empresa: 'Antigo' }, 'erp'));
    const limpar = vi.fn();
    expect(
      adotarTenantEmbutido(
        limpar,
        doc(json('parceiro', { url: 'parceiro', nome_empresa: 'Parceiro Tecnologia', cor_primaria: '#123456' })),
        '/parceiro/sign-in',
      ),
    ).toBe(true);
    expect(limpar).toHaveBeenCalledTimes(1);
    expect(tenantArmazenado()).toBe('parceiro');
    expect(whiteLabelEmCache()).toMatchObject({ nome_empresa: 'Parceiro Tecnologia', cor_primaria: '#123456', login_titulo: TITULO_LOGIN_PADRAO });
    expect(precisaCarregar('parceiro')).toBe(false);
  });

  it('o mesmo tenant não limpa o menu; sem script, JSON quebrado ou de outro segmento, nada muda', () => {
    gravarTenant('erp', normalizarWhiteLabel({ nome_empresa: 'ERP' }, 'erp'));
    const limpar = vi.fn();
    expect(adotarTenantEmbutido(limpar, doc(json('ERP', { nome_empresa: 'ERP Novo' })), '/erp/dashboard')).toBe(true);
    expect(limpar).not.toHaveBeenCalled();
    expect(whiteLabelEmCache()?.nome_empresa).toBe('ERP Novo');
    expect(adotarTenantEmbutido(limpar, doc(null), '/erp/sign-in')).toBe(false);
    expect(adotarTenantEmbutido(limpar, doc('{quebrado'), '/erp/sign-in')).toBe(false);
    expect(adotarTenantEmbutido(limpar, doc(json('parceiro', { nome_empresa: 'X' })), '/erp/sign-in')).toBe(false);
    expect(tenantArmazenado()).toBe('erp');
  });
});
