import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/galla/Dashboard" className="galla-logo" aria-label="Galla home">
      <img src="/galla.svg" alt="" width={32} height={32} />
      <span>Galla</span>
    </Link>
  );
}
