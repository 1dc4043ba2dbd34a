import { Image } from "antd";

/** A picture field in a list or on a show page: a small square that opens the full image. */
export default function Thumbnail({ src }: { src: string }) {
  return <Image src={src} width={40} height={40} style={{ objectFit: "cover", borderRadius: 4 }} />;
}
