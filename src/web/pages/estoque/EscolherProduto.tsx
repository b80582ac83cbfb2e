/** Campo de busca de produto (código ou descrição) com a lista do OData; devolve o escolhido. */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { estoqueApi, type ProdutoResumo } from './api.ts';

export function EscolherProduto({
  valor,
  aoEscolher,
  rotulo = 'Produto',
}: {
  valor: ProdutoResumo | null;
  aoEscolher: (p: ProdutoResumo | null) => void;
  rotulo?: string;
}) {
  const [texto, setTexto] = useState('');
  const [opcoes, setOpcoes] = useState<ProdutoResumo[]>([]);
  useEffect(() => {
    let vivo = true;
    const t = setTimeout(() => {
      estoqueApi
        .buscarProdutos(texto)
        .then((l) => vivo && setOpcoes(l))
        .catch(() => vivo && setOpcoes([]));
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [texto]);
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 280 }}
      options={opcoes}
      value={valor}
      filterOptions={(x) => x}
      getOptionLabel={(p) => `${p.codigo} — ${p.descricao}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, p) => aoEscolher(p)}
      onInputChange={(_, v) => setTexto(v)}
      noOptionsText="Nenhum produto"
      renderInput={(params) => <TextField {...params} label={rotulo} />}
    />
  );
}
