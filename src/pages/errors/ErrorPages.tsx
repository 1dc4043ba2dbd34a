import { Button, Result } from "antd";
import { Link } from "react-router";
import { getToken } from "../../../providers/storage";

/** Signed-in users go back to their dashboard; guests to sign in. */
const Home = () =>
  getToken() ? (
    <Link to="/galla/Dashboard">
      <Button type="primary">Back to dashboard</Button>
    </Link>
  ) : (
    <Link to="/">
      <Button type="primary">Go to sign in</Button>
    </Link>
  );

export const Error401 = () => (
  <Result status="403" title="401" subTitle="You are not allowed to open this page." extra={<Home />} />
);

export const Error404 = () => (
  <Result status="404" title="404" subTitle="Sorry, this page does not exist." extra={<Home />} />
);

export const Error500 = () => (
  <Result status="500" title="500" subTitle="Something went wrong on our side. Please try again in a moment." extra={<Home />} />
);
