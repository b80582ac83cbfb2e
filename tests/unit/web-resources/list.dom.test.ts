// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { ResourceList } from '../../../src/web/resources/index.tsx';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

function provider(rows: Array<Record<string, unknown>>) {
  const getList = vi.fn(async (_resource: string, _params: unknown) => ({ data: rows, total: rows.length }));
  const getMany = vi.fn(async (_r: string, p: { ids: unknown[] }) => ({ data: p.ids.map((id) => ({ id, nome: 'São Paulo', uf: 'SP' })) }));
  const dp = { getList, getMany } as unknown as DataProvider;
  return { dp, getList, getMany };
}

const CLIENTES = [
  { id: 1, nome: 'Oficina do Zé Ltda', cpf_cnpj: '11222333000181', cidade_id: 3550308, uf: 'SP', telefone: '11987654321', ativo: true },
  { id: 2, nome: 'Ana Souza', cpf_cnpj: '52998224725', cidade_id: 3550308, uf: 'SP', telefone: null, ativo: false },
];

describe('ResourceList (cliente)', () => {
  it('shows typed columns, "Novo", and searches only from 2 characters', async () => {
    const { dp, getList } = provider(CLIENTES);
    render(h(AdminContext, { dataProvider: dp, store: memoryStore() }, h(ResourceList, { resource: 'cliente' })));
    expect(await screen.findByText('Oficina do Zé Ltda')).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getAllByText('Ativo').length).toBe(2); // header + chip
    expect(screen.getByText('Inativo')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /CPF\/CNPJ/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novo' }).getAttribute('href')).toMatch(/^#?\/clientes\/editar$/);
    await waitFor(() => expect(screen.getAllByText('São Paulo').length).toBe(2));

    const first = getList.mock.calls[0][1] as unknown as { pagination: { perPage: number }; sort: unknown; filter: Record<string, unknown> };
    expect(first.pagination.perPage).toBe(25);
    expect(first.sort).toEqual({ field: 'nome', order: 'ASC' });

    const box = screen.getByLabelText('Pesquisar');
    const calls = getList.mock.calls.length;
    fireEvent.change(box, { target: { value: 'o' } });
    expect(await screen.findByText('Digite ao menos 2 caracteres para pesquisar')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 700));
    expect(getList.mock.calls.slice(calls).some((c) => 'q' in ((c[1] as unknown as { filter: object }).filter ?? {}))).toBe(false);

    fireEvent.change(box, { target: { value: 'of' } });
    await waitFor(() => expect(getList.mock.calls.some((c) => (c[1] as unknown as { filter: { q?: string } }).filter?.q === 'of')).toBe(true), {
      timeout: 2000,
    });
  });

  it('empty state in pt-BR', async () => {
    const { dp } = provider([]);
    render(h(AdminContext, { dataProvider: dp, store: memoryStore() }, h(ResourceList, { resource: 'cliente' })));
    expect(await screen.findByText('Nenhum registro em clientes')).toBeTruthy();
  });
});
