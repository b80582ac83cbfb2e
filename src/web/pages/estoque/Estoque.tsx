/**
 * Tela do estoquista (`estoque/consultar`): abas Posição, Movimentos, Contagem e
 * Transferência sobre os locais do emitente. Contagem e transferência só aparecem com
 * Permitir.Produto.Alterar (o servidor confere de novo).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { estoqueApi, type Local } from './api.ts';
import Posicao from './Posicao.tsx';
import Movimentacoes from './Movimentacoes.tsx';
import Contagem from './Contagem.tsx';
import Transferencia from './Transferencia.tsx';

export default function Estoque() {
  const [aba, setAba] = useState(0);
  const [locais, setLocais] = useState<Local[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const podeLancar = podeAlterarProduto();

  useEffect(() => {
    estoqueApi
      .locais()
      .then(setLocais)
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, []);

  if (erro) return <Alert severity="error">{erro}</Alert>;
  if (!locais) return null;
  const abas = [
    { rotulo: 'Posição', tela: <Posicao locais={locais} /> },
    { rotulo: 'Movimentos', tela: <Movimentacoes locais={locais} /> },
    ...(podeLancar
      ? [
          { rotulo: 'Contagem', tela: <Contagem locais={locais} /> },
          { rotulo: 'Transferência', tela: <Transferencia locais={locais} /> },
        ]
      : []),
  ];
  return (
    <Box>
      <Tabs value={aba} onChange={(_, v) => setAba(v)} sx={{ mb: 2 }}>
        {abas.map((a) => (
          <Tab key={a.rotulo} label={a.rotulo} />
        ))}
      </Tabs>
      {abas[aba]?.tela}
    </Box>
  );
}

function podeAlterarProduto(): boolean {
  return temRegra(permissoesDe(lerSessao()), 'emitente', 'Permitir.Produto.Alterar');
}
