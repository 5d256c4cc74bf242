import ArgumentParser

Workbook.main()
