"""战绩: the statistics scene and the charts it draws."""
