module {
  func.func @g() {
    vector.print punctuation <semicolon>
    return
  }
}
