/** `pdv/inutilizacaonfce`: a tela de inutilização da NF-e com o modelo 65. */
import InutilizacaoNFe from '../nfe/InutilizacaoNFe.tsx';

export default function InutilizacaoNFCe() {
  return <InutilizacaoNFe modelo="65" />;
}
