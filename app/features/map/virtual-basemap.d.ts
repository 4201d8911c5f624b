declare module "virtual:basemap" {
  const data: import("./basemap-data").BasemapData;
  export default data;
}
