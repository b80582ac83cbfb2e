// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { ResourceCreate, ResourceEdit } from '../../../src/web/resources/index.tsx';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

function provider(overrides: Partial<Record<keyof DataProvider, unknown>> = {}) {
  const dp = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    delete: vi.fn(),
    ...overrides,
  };
  return dp as typeof dp & DataProvider;
}

describe('ResourceCreate (cliente)', () => {
  it('has the tabs, labelled inputs and client validation on submit', async () => {
    const dp = provider();
    render(h(AdminContext, { dataProvider: dp, store: memoryStore() }, h(ResourceCreate, { resource: 'cliente' })));
    for (const name of ['Dados', 'E-mails', 'Endereços', 'Telefones']) expect(await screen.findByRole('tab', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expect(screen.getByLabelText(/^CPF\/CNPJ/)).toBeTruthy();
    expect(screen.getByLabelText(/^Nome \/ Razão social/)).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByText('Identificação')).toBeTruthy();
    expect(screen.getByText('Endereço')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(2));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('masks the document while typing and keeps it unmasked in the form', async () => {
    const dp = provider();
    render(h(AdminContext, { dataProvider: dp, store: memoryStore() }, h(ResourceCreate, { resource: 'cliente' })));
    const doc = (await screen.findByLabelText(/^CPF\/CNPJ/)) as HTMLInputElement;
    fireEvent.change(doc, { target: { value: '11222333000181' } });
    expect(doc.value).toBe('11.222.333/0001-81');
    expect(screen.getByRole('button', { name: /Consultar CNPJ/ })).toBeTruthy();
    fireEvent.change(doc, { target: { value: '5299822472' } });
    expect(doc.value).toBe('529.982.247-2');
    expect(screen.queryByRole('button', { name: /Consultar CNPJ/ })).toBeNull();
  });

  it('maps server field errors to the inputs, the child item and the tab header', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('E-mail: E-mail inválido', 400, {
        fieldErrors: { 'Email[0].email': ['E-mail inválido'], cpf_cnpj: ['CPF/CNPJ já cadastrado'] },
      });
    });
    const dp = provider({ create });
    render(h(AdminContext, { dataProvider: dp, store: memoryStore() }, h(ResourceCreate, { resource: 'cliente' })));
    fireEvent.change(await screen.findByLabelText(/^Nome \/ Razão social/), { target: { value: 'Oficina do Zé Ltda' } });
    fireEvent.change(screen.getByLabelText(/^CPF\/CNPJ/), { target: { value: '11222333000181' } });
    fireEvent.click(screen.getByRole('tab', { name: /^E-mails/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar e-mail' }));
    const emailTab = document.getElementById('tabpanel-1') as HTMLElement;
    const email = await within(emailTab).findByLabelText(/^E-mail\s*\*?$/);
    fireEvent.change(email, { target: { value: 'ze@oficina.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    const sent = (create.mock.calls[0] as unknown[])[1] as { data: Record<string, unknown> };
    expect(sent.data).toMatchObject({
      nome: 'Oficina do Zé Ltda',
      cpf_cnpj: '11222333000181',
      tipo_pessoa: 'J',
      ind_ie_dest: 9,
      ativo: true,
      Email: [{ email: 'ze@oficina.com.br', envia_nfe: true }],
    });

    expect((await screen.findAllByText('E-mails › item 1 › E-mail: E-mail inválido')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(emailTab).getByText('E-mail inválido')).toBeTruthy());
    const tab = screen.getByRole('tab', { name: /^E-mails/ });
    expect(within(tab).getByTitle('1 campo com erro')).toBeTruthy();
    expect(screen.getAllByText('CPF/CNPJ já cadastrado').length).toBeGreaterThan(0);
  });
});

describe('ResourceEdit (cliente)', () => {
  it('loads the record with its children, shows the info and asks before deleting', async () => {
    const record = {
      id: 7,
      nome: 'Ana Souza',
      cpf_cnpj: '52998224725',
      tipo_pessoa: 'F',
      ind_ie_dest: 9,
      ativo: true,
      limite_credito: 1500.5,
      criado_em: '2026-11-20T10:00:00',
      alterado_em: '2026-11-21T11:30:00',
      Email: [{ id: 1, email: 'ana@exemplo.com', envia_nfe: true }],
      Endereco: [],
      Telefone: [],
    };
    const del = vi.fn(async () => ({ data: record }));
    const dp = provider({ getOne: vi.fn(async () => ({ data: record })), delete: del });
    render(h(AdminContext, { dataProvider: dp, store: memoryStore() }, h(ResourceEdit, { resource: 'cliente', id: 7 })));
    const doc = (await screen.findByLabelText(/^CPF\/CNPJ/)) as HTMLInputElement;
    await waitFor(() => expect(doc.value).toBe('529.982.247-25'));
    expect(screen.getByText('CPF')).toBeTruthy(); // visible label follows tipo_pessoa = F
    expect((screen.getByLabelText(/^Limite de crédito/) as HTMLInputElement).value).toBe('1.500,50');
    expect(screen.getByText('Criado em: 20/11/2026 10:00:00')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /^E-mails/ })).getByText('1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Excluir cliente?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByText('Excluir cliente?')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('cliente', expect.objectContaining({ id: 7 })));
  });
});
